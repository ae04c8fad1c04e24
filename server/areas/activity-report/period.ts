// The activity report's periods, in months of the business day (Europe/Paris):
// - last_year: the previous calendar year, January to December.
// - past_twelve_months: the twelve months ENDING WITH THE CURRENT ONE (the current month to date
//   included): a manager opening the report mid-month sees this month's activity too. Decided
//   here, tested in tests/unit/server/activity-period.test.ts, shown in the console's period help.
import { ACTIVITY_PERIODS } from '../../../resources/dashboards';
import { parisDay } from '../elements/conformity';

export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

export interface PeriodRange {
  /** YYYY-MM, oldest first, twelve of them. */
  months: string[];
  /** First day of the first month (YYYY-MM-DD), inclusive. */
  start: string;
  /** First day of the month after the last one (YYYY-MM-DD), exclusive. */
  end: string;
}

const ym = (year: number, month0: number) => {
  const d = new Date(Date.UTC(year, month0, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The twelve months of `period` as seen on `today` (YYYY-MM-DD, Europe/Paris by default). */
export function periodRange(period: ActivityPeriod, today = parisDay()): PeriodRange {
  const year = Number(today.slice(0, 4));
  const month0 = Number(today.slice(5, 7)) - 1;
  // The first month's index counted from January of `year` (may be negative: the year before).
  const first = period === 'last_year' ? -12 : month0 - 11;
  const months = Array.from({ length: 12 }, (_, i) => ym(year, first + i));
  return { months, start: `${months[0]}-01`, end: `${ym(year, first + 12)}-01` };
}

export const isPeriod = (v: unknown): v is ActivityPeriod => (ACTIVITY_PERIODS as readonly unknown[]).includes(v);
