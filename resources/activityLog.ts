import { defineResource } from './types';

/**
 * What the activity log records (docs/API.md "Activity log"): the server's writers
 * (server/crud/activity-record.ts) and the history's filter read this one list; each is labelled
 * by resources.activity-log.actions.<action>.
 */
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'bulk_update', 'bulk_delete', 'status', 'login', 'logout', 'import', 'export'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The activity log: every write, read-only. Scoped by company and site of the object. */
export const activityLog = defineResource({
  name: 'activity-log',
  area: 'useractiononobjecttracker',
  readOnly: true,
  labelField: 'object_label',
  defaultOrdering: '-created_at',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'created_at', type: 'datetime', readOnly: true, list: true, sortable: true },
    { name: 'user', type: 'number', readOnly: true, filter: true, export: false },
    { name: 'user_label', type: 'string', readOnly: true, list: true, search: true },
    { name: 'action', type: 'string', readOnly: true, list: true, filter: true },
    { name: 'object_type', type: 'string', readOnly: true, list: true, filter: true },
    { name: 'object_id', type: 'number', readOnly: true, filter: true },
    { name: 'object_label', type: 'string', readOnly: true, list: true, search: true },
    { name: 'company', type: 'reference', reference: 'companies', readOnly: true, filter: true },
    { name: 'factory', type: 'reference', reference: 'factories', readOnly: true, filter: true },
    { name: 'changes', type: 'text', readOnly: true, list: true },
    { name: 'created_after', type: 'date', readOnly: true, filter: true, filterOnly: true, export: false },
    { name: 'created_before', type: 'date', readOnly: true, filter: true, filterOnly: true, export: false },
  ],
  tabs: [],
  detailActions: [],
  bulkActions: [],
});
