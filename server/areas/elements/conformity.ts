// The conformity rule of elements, in ONE place. An element is non-compliant when its verdict says
// so (the stored `conformity`: the latest of its verdicts, verdicts.ts and verdictOf), when its expiry date has passed, or
// when one of its open controls (to_do, to_do_planned) whose type leads to non-compliance is late
// (next_date strictly before today). An element stays valid through its expiry date and a control
// through its next_date. `today` is the business day of Europe/Paris.
// The pure functions serve the domain code and the tests; the SQL serves the stored value
// (elements.non_compliant, written by compliance.ts) and the expiry-based `to_discard`.
import { sql, type SQL } from 'drizzle-orm';
import { isOpenControlStatus, openControlSql } from '../controls/open';

import { CONFORMITIES } from '../../../resources/elements';

export const CONFORMITY = CONFORMITIES;
export type Conformity = (typeof CONFORMITIES)[number];

/** The control statuses still waiting to be done: late ones count against the element. */

export interface ControlState {
  status: string;
  /** YYYY-MM-DD */
  next_date: string;
  leads_to_non_compliance: boolean;
}

export interface VerdictFact { verdict: Conformity; day: string; id: number }

/** The stored verdict (elements.conformity) from its facts: the latest by day then id, compliant when none (verdicts.ts in SQL). */
export function verdictOf(facts: readonly VerdictFact[]): Conformity {
  const latest = [...facts].sort((a, b) => (a.day === b.day ? b.id - a.id : a.day < b.day ? 1 : -1))[0];
  return latest?.verdict ?? 'compliant';
}

/** `today` and `expiry` as YYYY-MM-DD (text comparison is date order). */
export function isExpired(expiry: string | null, today: string): boolean {
  return expiry !== null && expiry < today;
}

/** A control that makes its element non-compliant today. */
export function isLateBlocking(c: ControlState, today: string): boolean {
  return c.leads_to_non_compliance && isOpenControlStatus(c.status) && c.next_date < today;
}

/** THE rule: what elements.non_compliant must hold. */
export function isNonCompliant(stored: Conformity, expiry: string | null, controls: readonly ControlState[], today: string): boolean {
  return stored === 'non_compliant' || isExpired(expiry, today) || controls.some((c) => isLateBlocking(c, today));
}

export function effectiveConformity(stored: Conformity, expiry: string | null, today: string): { conformity: Conformity; to_discard: boolean } {
  const expired = isExpired(expiry, today);
  return { conformity: expired ? 'non_compliant' : stored, to_discard: expired };
}

/** Today in Europe/Paris as YYYY-MM-DD (the job's day; the database's default is the same day). */
export function parisDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The business day in SQL: today in Europe/Paris whatever the server's time zone. */
export const parisTodaySql = sql`(now() AT TIME ZONE 'Europe/Paris')::date`;

/** A day given as YYYY-MM-DD, or the business day. */
export const daySql = (day?: string): SQL => (day === undefined ? parisTodaySql : sql`${day}::date`);

/** Same expiry rule in SQL over an elements alias. */
export const expiredSql = (e: string, day?: string): SQL =>
  sql`(${sql.identifier(e)}.expiry_date IS NOT NULL AND ${sql.identifier(e)}.expiry_date < ${daySql(day)})`;

/**
 * THE rule in SQL over an elements alias `e`, on `day` (YYYY-MM-DD; the business day when
 * omitted). The late-control branch walks controls_element_idx (element_id, next_date).
 */
export const nonCompliantSql = (e: string, day?: string): SQL => {
  const a = sql.identifier(e);
  return sql`(${a}.conformity = 'non_compliant' OR ${expiredSql(e, day)}
    OR EXISTS (SELECT 1 FROM controls k WHERE k.element_id = ${a}.id AND ${openControlSql('k.status')}
      AND k.leads_to_non_compliance AND k.next_date < ${daySql(day)}))`;
};

/** The API's `conformity` of an element: its stored value (kept true by compliance.ts). */
export const conformitySql = (e: string): SQL =>
  sql`(CASE WHEN ${sql.identifier(e)}.non_compliant THEN 'non_compliant' ELSE 'compliant' END)`;

/**
 * The `conformity` filter (the non_compliant tab) on the stored boolean itself, so the planner
 * uses the partial indexes elements_non_compliant_* (a CASE expression would hide them).
 */
export const conformityFilter = (values: readonly (string | number | boolean)[]): SQL => {
  const nc = values.includes('non_compliant');
  const ok = values.includes('compliant');
  if (nc && ok) return sql`TRUE`;
  if (nc) return sql`e.non_compliant`;
  if (ok) return sql`NOT e.non_compliant`;
  return sql`FALSE`;
};
