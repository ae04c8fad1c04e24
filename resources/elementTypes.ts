import { defineResource } from './types';

/** Element types of the regulations a user may work on: a read-only catalogue for references. */
export const elementTypes = defineResource({
  name: 'element-types',
  area: 'company',
  readOnly: true,
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', readOnly: true, list: true, sortable: true, search: true },
    { name: 'regulation', type: 'reference', reference: 'regulations', readOnly: true, list: true, filter: true },
    { name: 'url', type: 'string', readOnly: true },
  ],
  detailActions: [],
  bulkActions: [],
});
