import type { calendar as fr } from '../fr/app-calendar';
import type { Catalogue } from '../types';

/** Console strings of the intervention calendar (app.calendar.*) (en). */
export const calendar: Catalogue<typeof fr> = {
  menu: 'Calendar',
  title: 'Intervention calendar',
  layers: 'Show',
  layer_control: 'Control interventions',
  layer_maintenance: 'Maintenance interventions',
  layer_due: 'Controls due',
  due_title: '%{smart_count} due |||| %{smart_count} due',
  late_intervention: 'Late',
  late: '%{smart_count} late |||| %{smart_count} late',
  moved: '“%{name}” has been moved.',
  move_failed: 'The intervention could not be moved.',
  load_failed: 'The calendar could not be loaded.',
  retry: 'Retry',
  truncated: 'More than %{max} interventions in this period: only the first %{max} are shown.',
  today: 'Today',
  previous: 'Previous',
  next: 'Next',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  agenda: 'Agenda',
  date: 'Date',
  time: 'Time',
  event: 'Event',
  all_day: 'All day',
  empty: 'Nothing planned in this period.',
  show_more: '+ %{smart_count} more |||| + %{smart_count} more',
};
