// The one open-control rule in SQL: a control still to do, planned in an intervention or not.
// Written from resources/controls.ts's OPEN_CONTROL_STATUSES, which the console reads too, so the
// rule has one definition (a unit test refuses the literal list anywhere else in server/).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { OPEN_CONTROL_STATUSES } from '../../../resources/controls';

/** `'to_do', 'to_do_planned'`: constants of our own, so inlining them is safe. */
const OPEN_LIST = sql.raw(OPEN_CONTROL_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * `<column> IN ('to_do', 'to_do_planned')`: a drizzle column, or an SQL alias such as `k.status`
 * (a string: an identifier of our own SQL, never user input).
 */
export const openControlSql = (status: SQLWrapper | string = 'status'): SQL =>
  typeof status === 'string' ? sql`${sql.raw(status)} IN (${OPEN_LIST})` : sql`${status} IN (${OPEN_LIST})`;

export const isOpenControlStatus = (status: string): boolean => (OPEN_CONTROL_STATUSES as readonly string[]).includes(status);
