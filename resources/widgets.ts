import { defineResource } from './types';

/** Experiment (issue 27): a minimal area added by docs/adding-an-area.md. */
export const widgets = defineResource({
  name: 'widgets',
  route: 'widgets',
  area: 'tag',
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'company', type: 'reference', reference: 'companies', required: true, createOnly: true, filter: true, list: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true, list: true },
  ],
  tabs: [],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});
