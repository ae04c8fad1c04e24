// THE date rule of periodic controls, used everywhere (API, jobs, imports, express reports):
// the next date is the completion date plus the frequency in months, clamped to the month's end
// (31 January + 1 month = 28 or 29 February). date-fns' addMonths clamps the same way as
// PostgreSQL's `date + interval 'n months'` (nextDateSql), so both sides agree.
// The function itself lives in resources/ so that the console's toolbox applies the same one.
import { sql, type SQL } from 'drizzle-orm';

export { nextDate } from '../../../resources/date-rule';

/** The same rule in SQL over a date expression and a months expression. */
export const nextDateSql = (from: SQL, months: SQL): SQL => sql`((${from})::date + make_interval(months => (${months})::int))::date`;
