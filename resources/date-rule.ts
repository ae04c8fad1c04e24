// THE date rule of periodic controls, shared by the API (server/areas/controls/date-rule.ts, which
// also holds its SQL twin) and the console (the toolbox's calculator): the next date is the
// completion date plus the frequency in months, clamped to the month's end (31 January + 1 month
// = 28 or 29 February), as PostgreSQL's `date + interval 'n months'` does.
import { addMonths, format, parseISO } from 'date-fns';

/** `from` as YYYY-MM-DD; returns YYYY-MM-DD. */
export function nextDate(from: string, frequencyMonths: number): string {
  return format(addMonths(parseISO(from), frequencyMonths), 'yyyy-MM-dd');
}
