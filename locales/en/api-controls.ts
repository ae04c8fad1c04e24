/** API messages of controls (api.controls.*) (en). */
export const controls = {
  errors: {
    completed_date_required: 'A finished control needs a completion date.',
    planned_needs_intervention: 'A planned control belongs to an intervention: plan it into one.',
    not_control_intervention: 'This intervention is not a control intervention.',
    intervention_other_site: "The intervention must be on the control's site.",
    intervention_done: 'This intervention is already done.',
    bulk_status: 'In bulk, the status can only become "to do" or "no follow-up".',
    result_finished: "A done control's result no longer changes: move it back to to do to change it.",
    bulk_plan_mixed: 'To plan into an intervention, all the selected controls must be on the same site.',
  },
  // The observation a non-conforming result opens, in the language of who finished the control.
  result_task: '%{control}: %{remark}',
  result_task_plain: '%{control}: non-compliant',
};
