import { defineResource } from './types';

/**
 * Private-application tokens of a company (spec §3 "Token"), shown at /tokens (tier corpo). The key
 * is only in the creation's answer (`key`, never stored nor listed). `company` may be omitted on
 * create: the caller's current company.
 */
export const tokens = defineResource({
  name: 'tokens',
  route: 'tokens',
  area: 'token',
  tier: 'corpo',
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'company', type: 'reference', reference: 'companies', createOnly: true, filter: true },
    { name: 'creator', type: 'reference', reference: 'users', readOnly: true, filter: true, list: true },
    { name: 'expiration_date', type: 'date', list: true, sortable: true },
    { name: 'active', type: 'boolean', list: true, filter: true },
    { name: 'regulations', type: 'references', reference: 'regulations', required: true, filter: true },
    { name: 'factories', type: 'references', reference: 'factories', required: true, filter: true, list: true },
    { name: 'last_used_at', type: 'datetime', readOnly: true, sortable: true, list: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});
