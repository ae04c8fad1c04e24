// The conformity rule of elements, in ONE place: the stored `conformity` is what people (later
// controls) said; an expiry date in the past overrides it: the element is non-compliant and must
// be discarded. An element stays valid through its expiry date (expired = strictly before today).
// The pure function serves the domain code and the tests; the SQL serves lists and filters.
import { sql, type SQL } from 'drizzle-orm';

export const CONFORMITY = ['compliant', 'non_compliant'] as const;
export type Conformity = (typeof CONFORMITY)[number];

/** `today` and `expiry` as YYYY-MM-DD (text comparison is date order). */
export function isExpired(expiry: string | null, today: string): boolean {
  return expiry !== null && expiry < today;
}

export function effectiveConformity(stored: Conformity, expiry: string | null, today: string): { conformity: Conformity; to_discard: boolean } {
  const expired = isExpired(expiry, today);
  return { conformity: expired ? 'non_compliant' : stored, to_discard: expired };
}

/** Same rule in SQL over an elements alias (CURRENT_DATE: the database's day). */
export const expiredSql = (e: string): SQL => sql`(${sql.identifier(e)}.expiry_date IS NOT NULL AND ${sql.identifier(e)}.expiry_date < CURRENT_DATE)`;
export const conformitySql = (e: string): SQL =>
  sql`(CASE WHEN ${expiredSql(e)} THEN 'non_compliant' ELSE ${sql.identifier(e)}.conformity::text END)`;
