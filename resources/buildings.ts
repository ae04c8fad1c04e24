import { defineResource } from './types';

/** Buildings of a site. A ghost building stands for "the whole site" and is never edited. */
export const buildings = defineResource({
  name: 'buildings',
  area: 'company',
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'unique_id', type: 'uuid', readOnly: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'factory', type: 'reference', reference: 'factories', required: true, filter: true, list: true, sortable: true },
    { name: 'is_ghost', type: 'boolean', readOnly: true, filter: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [
    { name: 'real', param: 'is_ghost', default: 'false' },
    { name: 'all', param: 'is_ghost', default: null },
  ],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete', 'update'],
  bulkUpdatable: ['factory'],
});
