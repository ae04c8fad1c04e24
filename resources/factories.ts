import { defineResource } from './types';

/** Sites. Shown in the console at /sites; each has buildings (a single ghost building: no real building). */
export const factories = defineResource({
  name: 'factories',
  route: 'sites',
  area: 'company',
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'company', type: 'reference', reference: 'companies', required: true, createOnly: true, filter: true, list: true },
    { name: 'regulations', type: 'references', reference: 'regulations', filter: true },
    { name: 'buildings', type: 'references', reference: 'buildings', readOnly: true, list: true, export: false },
    { name: 'building_count', type: 'number', readOnly: true, sortable: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});
