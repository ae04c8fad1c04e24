/** Console strings of control and maintenance interventions (app.interventions.*) (en). */
export const interventions = {
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
} as const;
