/** API messages of control and maintenance interventions (api.interventions.*) (en). */
import type { interventions as fr } from '../fr/api-interventions';
import type { Catalogue } from '../types';

export const interventions = {
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
} satisfies Catalogue<typeof fr>;
