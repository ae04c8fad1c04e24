import { defineResource } from './types';

export const OBLIGATION_STATUSES = ['not_validated', 'validated', 'no_followup'] as const;

/**
 * Documentary obligations: a document regulation requires on file for an element (created from
 * the cited catalogue of its element type). `linked` once a document is attached (`documents`);
 * a click toggles to validate ⇄ validated.
 */
export const obligations = defineResource({
  name: 'obligations',
  area: 'document', operational: true,
  labelField: 'document_name',
  defaultOrdering: 'document_name',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'document_name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'element', type: 'reference', reference: 'elements', required: true, createOnly: true, filter: true, list: true },
    { name: 'factory', type: 'reference', reference: 'factories', readOnly: true, filter: true, list: true },
    { name: 'building', type: 'reference', reference: 'buildings', readOnly: true, filter: true },
    { name: 'regulation', type: 'reference', reference: 'regulations', readOnly: true, filter: true },
    { name: 'element_type', type: 'reference', reference: 'element-types', readOnly: true, filter: true },
    { name: 'status', type: 'choice', choices: OBLIGATION_STATUSES, filter: true, list: true },
    { name: 'linked', type: 'boolean', readOnly: true, filter: true, list: true },
    { name: 'documents', type: 'references', reference: 'documents' },
    { name: 'reference', type: 'string', readOnly: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [
    { name: 'all', param: 'status', default: null },
    { name: 'not_validated', param: 'status', default: 'not_validated' },
    { name: 'validated', param: 'status', default: 'validated' },
    { name: 'missing', param: 'linked', default: 'false' },
  ],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete', 'update'],
  bulkUpdatable: ['status'],
});
