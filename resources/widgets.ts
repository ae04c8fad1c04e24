import { defineResource } from './types';

// The widgets' own rights area (spec §6 has none for them): declared here, appended to AREAS.
declare module './types' {
  interface OwnRightsAreas { widget: true }
}

/** Experiment (issue 27): a minimal area added by docs/adding-an-area.md. */
export const widgets = defineResource({
  name: 'widgets',
  route: 'widgets',
  area: 'widget',
  ownRightsArea: true,
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
