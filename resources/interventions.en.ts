// The words of the control and maintenance interventions, in English: the same keys as
// interventions.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './interventions.fr';

/** What both kinds of intervention call alike. */
const both = {
  fields: {
    id: 'ID',
    name: 'Name',
    start: 'Start',
    end: 'End',
    duration_days: 'Duration (days)',
    factory: 'Site',
    regulations: 'Regulations',
    supervisor: 'Supervisor',
    status: 'Status',
    start_lte: 'Starts on or before',
    end_gte: 'Ends on or after',
    late: 'Late',
    completed_date: 'Done on',
    created_at: 'Created on',
  },
  choices: { status: { to_do: 'To do', to_validate: 'To validate', done: 'Validated' } },
  tabs: { all: 'All', to_do: 'To do', to_validate: 'To validate', done: 'Validated' },
} as const;

export const words = {
  resources: {
    'control-interventions': {
      name: 'Control intervention |||| Control interventions',
      page: { create: 'New control intervention' },
      fields: {
        ...both.fields,
        inspector: 'Inspector',
        controls: 'Controls',
        control_count: 'Number of controls',
      },
      choices: both.choices,
      tabs: both.tabs,
    },
    'maintenance-interventions': {
      name: 'Maintenance intervention |||| Maintenance interventions',
      page: { create: 'New maintenance intervention' },
      fields: {
        ...both.fields,
        participant: 'Participant',
        tasks: 'Observations',
      },
      choices: both.choices,
      tabs: both.tabs,
    },
  },
  app: {
    menu: {
      control_interventions: 'Control interventions',
      maintenance_interventions: 'Maintenance interventions',
    },
    interventions: {
      // Spec §4: the next-status buttons, named by the status they lead to.
      steps: { to_do: 'To check', to_validate: 'To validate', done: 'Validate' },
      pick_site_first: 'Choose the site first: only its controls to do can be planned.',
      validate: {
        title: 'Validate the intervention',
        completed_date: 'Done on',
        help: 'The day the work was done (today at the latest): its controls are done on that day.',
      },
      status_updated: 'The status has been updated',
      status_label: 'Status: %{status}',
      end_before_start: 'The end date must be on or after the start date.',
      controls: 'Controls of the intervention (%{smart_count})',
      done_locked: 'Validated intervention: its dates, site and controls no longer change. Move it back to “To validate” to change them.',
      late: 'Late',
      no_controls: 'No control planned: pick some by editing the intervention, or from the deadlines list.',
      columns: { designation: 'Control', element: 'Element', next_date: 'Due date', status: 'Status' },
      control_statuses: { to_do: 'To do', to_do_planned: 'Planned', finished: 'Done', no_follow_up: 'No follow-up' },
    },
  },
  api: {
    interventions: {
      transitions: {
        to_do: "From 'To do', the intervention can only move to 'To validate'.",
        to_validate: "From 'To validate', the intervention can only move to 'Validated' or back to 'To do'.",
        done: "A validated intervention can only move back to 'To validate'.",
      },
      errors: {
        create_status: "An intervention is created with the status 'To do'.",
        end_before_start: 'The end date must be on or after the start date.',
        supervisor_site: "The supervisor must have access to the intervention's site.",
        control_other_site: "Control %{id} is not on the intervention's site.",
        control_closed: 'Control %{id} is already done or closed without follow-up: it cannot be planned.',
        controls_other_site_move: "The intervention holds controls of its site: take them out before changing the site.",
        done_locked: "The intervention is validated: move it back to 'To validate' to change this field.",
        completed_in_future: 'The completion date cannot be in the future (today: %{today}).',
        completed_only_on_validate: 'The completion date is given when validating the intervention.',
        undo_blocked: "Cannot move back to 'To validate': the next occurrence of %{count} control(s) has already been planned, done or changed.",
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
