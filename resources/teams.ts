import { defineResource } from './types';

/** Teams of a company: a name, members and sites. Shown at /user/team. */
export const teams = defineResource({
  name: 'teams',
  route: 'user/team',
  area: 'team',
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'company', type: 'reference', reference: 'companies', required: true, createOnly: true, filter: true, list: true },
    { name: 'factories', type: 'references', reference: 'factories', filter: true, list: true },
    { name: 'members', type: 'references', reference: 'users', filter: true },
    { name: 'member_count', type: 'number', readOnly: true, sortable: true, list: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});
