import { defineResource } from './types';

export const TASK_STATUSES = ['not_started', 'doing', 'done', 'no_followup'] as const;
export const TASK_ORIGINS = ['manual', 'control', 'express_report'] as const;
/** Spec §4: a click cycles not started → in progress → completed; completed or no follow-up → not started. */
export const NEXT_TASK_STATUS: Record<(typeof TASK_STATUSES)[number], (typeof TASK_STATUSES)[number]> = {
  not_started: 'doing', doing: 'done', done: 'not_started', no_followup: 'not_started',
};

/**
 * Observations: what inspectors found on an element, to treat before a deadline by a manager (a
 * user of the company), maybe in a maintenance intervention. factory, building and regulation
 * follow the element. `late`: a deadline before today, not done nor without follow-up.
 */
export const tasks = defineResource({
  name: 'tasks',
  area: 'elementtask', operational: true,
  labelField: 'description',
  defaultOrdering: 'deadline',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'description', type: 'text', required: true, maxLength: 10_000, list: true, search: true },
    { name: 'element', type: 'reference', reference: 'elements', required: true, createOnly: true, filter: true, list: true },
    { name: 'factory', type: 'reference', reference: 'factories', readOnly: true, filter: true, list: true },
    { name: 'building', type: 'reference', reference: 'buildings', readOnly: true, filter: true },
    { name: 'regulation', type: 'reference', reference: 'regulations', readOnly: true, filter: true },
    { name: 'element_type', type: 'reference', reference: 'element-types', readOnly: true, filter: true },
    { name: 'deadline', type: 'date', list: true, sortable: true },
    { name: 'manager', type: 'reference', reference: 'users', filter: true, list: true },
    { name: 'status', type: 'choice', choices: TASK_STATUSES, filter: true, list: true },
    { name: 'verified_points', type: 'text', maxLength: 10_000 },
    { name: 'origin', type: 'choice', choices: TASK_ORIGINS, readOnly: true, filter: true },
    { name: 'control', type: 'reference', reference: 'controls', createOnly: true, filter: true },
    { name: 'intervention', type: 'reference', reference: 'maintenance-interventions', filter: true, list: true, narrowBy: { factory: 'factory' } },
    { name: 'late', type: 'boolean', readOnly: true, filter: true },
    { name: 'open', type: 'boolean', readOnly: true, filter: true },
    { name: 'deadline_lte', type: 'date', readOnly: true, filter: true, filterOnly: true, export: false },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [
    { name: 'open', param: 'open', default: 'true' },
    { name: 'late', param: 'late', default: 'true' },
    { name: 'done', param: 'status', default: 'done' },
    { name: 'all', param: 'status', default: null },
  ],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete', 'update'],
  bulkUpdatable: ['manager', 'status'],
});
