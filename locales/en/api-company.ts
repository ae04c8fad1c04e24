import type { branches as frBranches, company as frCompany } from '../fr/api-company';
import type { Catalogue } from '../types';

/** API messages of the company account (api.company.*) and of branches (api.branches.*) (en). */
export const company: Catalogue<typeof frCompany> = {
  errors: {
    no_company: 'No company is selected.',
    not_yours: 'Company %{id} does not exist or is not one of yours.',
    logo_missing: 'The company has no logo.',
  },
};

export const branches: Catalogue<typeof frBranches> = {
  confirm_delete: '%{count} branch(es) will be deleted; the %{sites} site(s) and %{children} sub-branch(es) they hold move up one level (into the parent branch, or out of any branch at the top level). Type CONFIRM to continue.',
  errors: {
    company_not_corpo: 'Branches are for companies on the corpo plan.',
    parent_is_self: 'A branch cannot be its own parent.',
    parent_cycle: 'Branch %{id} is below this one: it cannot be its parent.',
    parent_other_company: 'Branch %{id} belongs to another company.',
    site_outside_company: "Site %{id} does not belong to the branch's company.",
  },
};
