import { defineResource } from './types';

export const DOCUMENT_STATUSES = ['online', 'archived', 'lost', 'awaiting_reception'] as const;

/**
 * Documents (files): uploaded as multipart (one or several files), downloaded, previewed (PDF,
 * images), searched by their name and the text inside PDFs; filed in folders (tags) and linked to
 * sites, buildings, elements, controls, obligations, tasks and interventions (control, maintenance).
 */
export const documents = defineResource({
  name: 'documents',
  area: 'file', operational: true,
  labelField: 'name',
  defaultOrdering: '-created_at',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'status', type: 'choice', choices: DOCUMENT_STATUSES, filter: true, list: true },
    { name: 'company', type: 'reference', reference: 'companies', required: true, createOnly: true, filter: true },
    { name: 'factories', type: 'references', reference: 'factories', filter: true, list: true },
    { name: 'buildings', type: 'references', reference: 'buildings', filter: true },
    { name: 'regulation', type: 'reference', reference: 'regulations', filter: true, list: true },
    { name: 'tags', type: 'references', reference: 'tags', filter: true, list: true },
    { name: 'elements', type: 'references', reference: 'elements', filter: true },
    { name: 'controls', type: 'references', reference: 'controls', filter: true },
    { name: 'obligations', type: 'references', reference: 'obligations', filter: true },
    { name: 'tasks', type: 'references', reference: 'tasks', filter: true },
    { name: 'control_interventions', type: 'references', reference: 'control-interventions', filter: true },
    { name: 'maintenance_interventions', type: 'references', reference: 'maintenance-interventions', filter: true },
    // The element page's Documents: attached to the element itself or to its obligations, controls or observations.
    { name: 'for_element', type: 'number', readOnly: true, filter: true, filterOnly: true, export: false },
    { name: 'content_type', type: 'string', readOnly: true },
    { name: 'size', type: 'number', unit: 'bytes', readOnly: true, list: true },
    { name: 'extension', type: 'string', readOnly: true, filter: true },
    { name: 'author', type: 'reference', reference: 'users', readOnly: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true, list: true },
  ],
  tabs: [
    { name: 'all', param: 'status', default: null },
    { name: 'online', param: 'status', default: 'online' },
    { name: 'archived', param: 'status', default: 'archived' },
    { name: 'awaiting_reception', param: 'status', default: 'awaiting_reception' },
  ],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete', 'update'],
  // Folders are links (m2m), which the engine's bulk update cannot write: POST /documents/move/ files a selection.
  bulkUpdatable: ['status'],
});
