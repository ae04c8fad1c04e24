// react-big-calendar's own words, from the console's translations.
import type { Messages } from 'react-big-calendar';

export const calendarMessages = (translate: (key: string, options?: object) => string): Messages => ({
  today: translate('app.calendar.today'),
  previous: translate('app.calendar.previous'),
  next: translate('app.calendar.next'),
  month: translate('app.calendar.month'),
  week: translate('app.calendar.week'),
  day: translate('app.calendar.day'),
  agenda: translate('app.calendar.agenda'),
  date: translate('app.calendar.date'),
  time: translate('app.calendar.time'),
  event: translate('app.calendar.event'),
  allDay: translate('app.calendar.all_day'),
  noEventsInRange: translate('app.calendar.empty'),
  showMore: (count: number) => translate('app.calendar.show_more', { smart_count: count }),
});
