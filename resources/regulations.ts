import { defineResource } from './types';

/** The regulations a user may work on (their regulation scope): a read-only catalogue for references. */
export const regulations = defineResource({
  name: 'regulations',
  area: 'company',
  readOnly: true,
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', readOnly: true, list: true, sortable: true, search: true },
    { name: 'element_type_count', type: 'number', readOnly: true, list: true },
  ],
  detailActions: [],
  bulkActions: [],
});
