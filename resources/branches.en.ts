// The words of the branches area, in English: the same keys as branches.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './branches.fr';

export const words = {
  resources: {
    branches: {
      name: 'Branch |||| Branches',
      fields: {
        id: 'ID',
        name: 'Name',
        company: 'Company',
        parent: 'Parent branch',
        factories: 'Sites',
        created_at: 'Created on',
      },
    },
  },
  app: {
    menu: {
      branches: 'Branches',
    },
    branches: {
      title: 'Branches',
      intro: "The company's organisation: each branch may hold sub-branches and sites (a site in one branch only).",
      new_top: 'New branch',
      add_child: 'Add a sub-branch',
      rename: 'Rename',
      move: 'Move',
      sites: 'Sites',
      delete: 'Delete',
      delete_confirm: "Delete the branch '%{name}'? %{details}",
      name: 'Branch name',
      parent: 'Parent branch',
      top_level: '(none: top level)',
      save: 'Save',
      cancel: 'Cancel',
      empty: 'No branch yet.',
      no_sites: 'No site',
      site_count: '%{smart_count} site |||| %{smart_count} sites',
      saved: 'Your action has been taken into account.',
      filter: 'Branch',
      filter_any: 'All branches',
      pick_sites: "Select a branch's sites",
    },
  },
  api: {
    branches: {
      confirm_delete: '%{count} branch(es) will be deleted; the %{sites} site(s) and %{children} sub-branch(es) they hold move up one level (into the parent branch, or out of any branch at the top level). Type CONFIRM to continue.',
      errors: {
        company_not_corpo: 'Branches are for companies on the corpo plan.',
        parent_is_self: 'A branch cannot be its own parent.',
        parent_cycle: 'Branch %{id} is below this one: it cannot be its parent.',
        parent_other_company: 'Branch %{id} belongs to another company.',
        site_outside_company: "Site %{id} does not belong to the branch's company.",
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
