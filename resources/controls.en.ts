// The words of the controls area (the deadlines), in English: the same keys as controls.fr.ts
// (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './controls.fr';

export const words = {
  resources: {
    controls: {
      name: 'Deadline |||| Deadlines',
      page: { create: 'New deadline' },
      fields: {
        id: 'ID', designation: 'Designation', element: 'Element', type: 'Control type', factory: 'Site', building: 'Building',
        regulation: 'Regulation', element_type: 'Element type', frequency_months: 'Frequency (months)',
        next_date: 'Next due date', completed_date: 'Done on', estimated_end_date: 'Estimated end',
        out_of_group_date: 'Out of group on', start_date: 'Start', status: 'Status', controller_requirement: 'Performed by',
        leads_to_non_compliance: 'Non-compliant when late', intervention: 'Intervention', late: 'Late', open: 'To do',
        next_date_lte: 'Due until', next_date_gte: 'Due from', due_within_days: 'Due within (days)',
        created_at: 'Created on', result: 'Result', result_remark: "Controller's remark",
      },
      tabs: { to_do: 'To do', all: 'All', late: 'Late', next_30_days: 'Next 30 days', planned: 'Planned', done: 'Done' },
      choices: {
        status: { to_do: 'To do', to_do_planned: 'Planned', finished: 'Done', no_follow_up: 'No follow-up' },
        result: { compliant: 'Compliant', non_compliant: 'Non-compliant' },
      },
      done_on: 'done on %{date}',
      not_done: 'not done',
      plan: 'Plan into an intervention',
      plan_new: 'New intervention',
      plan_choose: 'Control intervention of the site',
      plan_none: 'No upcoming control intervention on this site.',
      plan_one_site: 'Select controls of one site only.',
      no_follow_up: 'No follow-up',
      section: 'Controls',
      history: 'History',
      empty: 'No control for this element.',
    },
  },
  app: {
    menu: {
      deadlines: 'Deadlines',
    },
  },
  api: {
    controls: {
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
    },
  },
} as const satisfies Catalogue<typeof fr>;
