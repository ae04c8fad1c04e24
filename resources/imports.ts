import { defineResource } from './types';

export const IMPORT_STATUSES = ['being_analysed', 'analysed', 'applying', 'done', 'failed'] as const;
export const IMPORT_ACTIONS = ['create', 'update', 'link'] as const;
export const IMPORT_OBJECTS = ['elements', 'controls', 'tasks'] as const;
/** Rows an import may hold (all tabs); beyond, the file is refused before any row is read. */
export const IMPORT_ROW_LIMIT = 200_000;

/**
 * Spreadsheet imports (area import): a dry run by a job (errors per tab and line), then applied
 * by a job in checkpointed batches. Support users see every company's imports.
 */
export const imports = defineResource({
  name: 'imports',
  area: 'import', operational: true,
  labelField: 'number',
  defaultOrdering: '-created_at',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'number', type: 'number', readOnly: true, sortable: true, list: true },
    { name: 'object_type', type: 'choice', choices: IMPORT_OBJECTS, createOnly: true, required: true, filter: true, list: true },
    { name: 'action_type', type: 'choice', choices: IMPORT_ACTIONS, createOnly: true, required: true, filter: true, list: true },
    { name: 'company', type: 'reference', reference: 'companies', readOnly: true, filter: true },
    { name: 'author', type: 'reference', reference: 'users', readOnly: true, filter: true, list: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true, list: true },
    { name: 'factory', type: 'reference', reference: 'factories', createOnly: true, filter: true, list: true },
    { name: 'file', type: 'string', readOnly: true, search: true },
    { name: 'row_count', type: 'number', readOnly: true, list: true },
    { name: 'creation_count', type: 'number', readOnly: true, list: true },
    { name: 'modification_count', type: 'number', readOnly: true, list: true },
    { name: 'link_count', type: 'number', readOnly: true, list: true },
    { name: 'error_count', type: 'number', readOnly: true, list: true },
    { name: 'status', type: 'choice', choices: IMPORT_STATUSES, readOnly: true, filter: true, list: true },
    { name: 'applied_rows', type: 'number', readOnly: true },
    { name: 'skip_errors', type: 'boolean', readOnly: true },
  ],
  tabs: [],
  detailActions: ['delete'],
  bulkActions: [],
});
