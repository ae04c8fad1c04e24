import { defineResource, type ResourceDef } from './types';

/**
 * Company branches (spec §3 "Company branch", /branches, tier corpo, right `companybranch`): a tree
 * of any depth inside one company (`parent` null: a top branch) and the sites each holds, a site
 * in at most one branch. `company` may be omitted on create: the caller's current company.
 */
export const branches = defineResource({
  name: 'branches',
  route: 'branches',
  area: 'companybranch',
  tier: 'corpo',
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'company', type: 'reference', reference: 'companies', createOnly: true, filter: true, list: true },
    { name: 'parent', type: 'reference', reference: 'branches', filter: true, list: true },
    { name: 'factories', type: 'references', reference: 'factories', filter: true, list: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});

/**
 * Whether the lists of `def` take the `branch` filter (the branch and its descendants → their
 * sites): their rows belong to sites (a `factory` or `factories` field), or they are the sites.
 */
export const branchable = (def: Pick<ResourceDef, 'name' | 'fields'>): boolean =>
  def.name === 'factories' || def.fields.some((f) => (f.name === 'factory' || f.name === 'factories') && f.reference === 'factories');
