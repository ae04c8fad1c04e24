import { defineResource, type FieldDef } from './types';

export const INTERVENTION_STATUSES = ['to_do', 'to_validate', 'done'] as const;
export const INTERVENTION_KINDS = ['control', 'maintenance'] as const;

// What both kinds of intervention hold; `start`/`end` are dates (YYYY-MM-DD), duration_days counts both ends.
const common = [
  { name: 'id', type: 'number', readOnly: true, sortable: true },
  { name: 'name', type: 'string', required: true, maxLength: 255, list: true, sortable: true, search: true },
  { name: 'start', type: 'date', required: true, list: true, sortable: true },
  { name: 'end', type: 'date', required: true, list: true, sortable: true },
  { name: 'duration_days', type: 'number', readOnly: true, list: true },
  { name: 'factory', type: 'reference', reference: 'factories', required: true, filter: true, list: true },
  { name: 'regulations', type: 'references', reference: 'regulations', filter: true, list: true },
  { name: 'supervisor', type: 'reference', reference: 'users', filter: true },
  { name: 'status', type: 'choice', choices: INTERVENTION_STATUSES, filter: true, list: true },
  // The day the work was really done: given with the move to done (default: the earlier of end and today), never in the future.
  { name: 'completed_date', type: 'date', list: true, sortable: true },
  // Still to do after its last day (Paris time): the list's chip, the calendar's colour, the dashboard's warning.
  { name: 'late', type: 'boolean', readOnly: true, filter: true },
  // The calendar's window: interventions that overlap [end_gte, start_lte].
  { name: 'start_lte', type: 'date', readOnly: true, filter: true, filterOnly: true, export: false },
  { name: 'end_gte', type: 'date', readOnly: true, filter: true, filterOnly: true, export: false },
] as const satisfies readonly FieldDef[];

const tabs = [
  { name: 'all', param: 'status', default: null },
  { name: 'to_do', param: 'status', default: 'to_do' },
  { name: 'to_validate', param: 'status', default: 'to_validate' },
  { name: 'done', param: 'status', default: 'done' },
];

/**
 * Control interventions: a visit of an inspector on a site that holds controls. Status moves
 * one step at a time (to_do → to_validate → done, and back one step); done finishes its controls.
 */
export const controlInterventions = defineResource({
  name: 'control-interventions',
  area: 'intervention', operational: true,
  labelField: 'name',
  defaultOrdering: '-start',
  fields: [
    ...common,
    { name: 'inspector', type: 'string', maxLength: 255, list: true, search: true },
    { name: 'controls', type: 'references', reference: 'controls' },
    { name: 'control_count', type: 'number', readOnly: true, list: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs,
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});

/** Maintenance interventions: work on a site by a participant; will hold observations (tasks). */
export const maintenanceInterventions = defineResource({
  name: 'maintenance-interventions',
  area: 'taskintervention', operational: true,
  labelField: 'name',
  defaultOrdering: '-start',
  fields: [
    ...common,
    { name: 'participant', type: 'string', maxLength: 255, list: true, search: true },
    // The observations it treats (of its site).
    { name: 'tasks', type: 'references', reference: 'tasks' },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs,
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});
