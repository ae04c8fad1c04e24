import { defineResource } from './types';

export const CONTROL_STATUSES = ['to_do', 'to_do_planned', 'finished', 'no_follow_up'] as const;
/** The one open-control rule: still to do, planned in an intervention or not (server: server/areas/controls/open.ts). */
export const OPEN_CONTROL_STATUSES = ['to_do', 'to_do_planned'] as const satisfies readonly (typeof CONTROL_STATUSES)[number][];
export const CONTROL_RESULTS = ['compliant', 'non_compliant'] as const;

/**
 * Deadlines: one row per occurrence of a periodic control of an element. Generated from the
 * control types when an element is created; finishing one (an intervention done) creates the
 * next by the date rule (server/areas/controls/date-rule.ts). factory, building and regulation
 * follow the element. `late`: next_date before today and still to do (planned or not); `open`: still
 * to do (planned or not), whatever the date.
 */
export const controls = defineResource({
  name: 'controls',
  area: 'control', operational: true,
  labelField: 'designation',
  defaultOrdering: 'next_date',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'designation', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
    { name: 'element', type: 'reference', reference: 'elements', required: true, createOnly: true, filter: true, list: true },
    { name: 'type', type: 'reference', reference: 'control-types', createOnly: true, filter: true },
    { name: 'factory', type: 'reference', reference: 'factories', readOnly: true, filter: true, list: true },
    { name: 'building', type: 'reference', reference: 'buildings', readOnly: true, filter: true },
    { name: 'regulation', type: 'reference', reference: 'regulations', readOnly: true, filter: true },
    { name: 'element_type', type: 'reference', reference: 'element-types', readOnly: true, filter: true },
    { name: 'frequency_months', type: 'number', required: true, list: true, sortable: true },
    { name: 'next_date', type: 'date', required: true, list: true, sortable: true },
    { name: 'completed_date', type: 'date', list: true, sortable: true },
    { name: 'estimated_end_date', type: 'date' },
    { name: 'out_of_group_date', type: 'date' },
    { name: 'start_date', type: 'date' },
    { name: 'status', type: 'choice', choices: CONTROL_STATUSES, filter: true, list: true },
    { name: 'controller_requirement', type: 'string', maxLength: 255 },
    { name: 'leads_to_non_compliance', type: 'boolean', readOnly: true, filter: true },
    { name: 'intervention', type: 'reference', reference: 'control-interventions', filter: true, list: true },
    // What the controller found; takes effect when the control is finished (a verdict, and an observation when non-compliant).
    { name: 'result', type: 'choice', choices: CONTROL_RESULTS, filter: true },
    { name: 'result_remark', type: 'string', maxLength: 2000 },
    { name: 'late', type: 'boolean', readOnly: true, filter: true },
    { name: 'open', type: 'boolean', readOnly: true, filter: true, filterOnly: true, export: false },
    { name: 'next_date_lte', type: 'date', readOnly: true, filter: true, filterOnly: true, export: false },
    { name: 'next_date_gte', type: 'date', readOnly: true, filter: true, filterOnly: true, export: false },
    { name: 'due_within_days', type: 'number', readOnly: true, filter: true, filterOnly: true, export: false },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  // The first tab is the list's default: what is left to do (late first, in date order), not the
  // history of done occurrences that 'all' starts with.
  tabs: [
    { name: 'to_do', param: 'open', default: 'true' },
    { name: 'all', param: 'status', default: null },
    { name: 'late', param: 'late', default: 'true' },
    { name: 'next_30_days', param: 'due_within_days', default: '30' },
    { name: 'planned', param: 'status', default: 'to_do_planned' },
    { name: 'done', param: 'status', default: 'finished' },
  ],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete', 'update'],
  bulkUpdatable: ['intervention', 'status'],
});
