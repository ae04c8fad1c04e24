import { defineResource } from './types';

/** Groups of elements of one site and one regulation. */
export const groups = defineResource({
  name: 'groups',
  route: 'groups',
  area: 'group', operational: true,
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'factory', type: 'reference', reference: 'factories', required: true, createOnly: true, filter: true, list: true },
    { name: 'regulation', type: 'reference', reference: 'regulations', required: true, createOnly: true, filter: true, list: true },
    { name: 'synchronised', type: 'boolean', filter: true, list: true },
    { name: 'element_count', type: 'number', readOnly: true, sortable: true, list: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});
