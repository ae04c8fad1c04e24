// The words of the interventions' calendar, in English: the same keys as calendar.fr.ts (type-
// checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './calendar.fr';

export const words = {
  app: {
    calendar: {
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
    },
  },
  api: {
    calendar: {
      errors: {
        end_before_start: 'The end must be on or after the start.',
        window_too_wide: 'The period asked for cannot exceed %{max} days.',
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
