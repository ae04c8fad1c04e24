import { defineResource } from './types';

/** Folders (tags) of a company's documents, optionally tied to some of its sites. Shown at /tag. */
export const tags = defineResource({
  name: 'tags',
  route: 'tag',
  area: 'tag', operational: true,
  labelField: 'name',
  defaultOrdering: 'name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'company', type: 'reference', reference: 'companies', required: true, createOnly: true, filter: true, list: true },
    { name: 'factories', type: 'references', reference: 'factories', filter: true, list: true },
    { name: 'document_count', type: 'number', readOnly: true, list: true, sortable: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true, list: true },
  ],
  tabs: [],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});
