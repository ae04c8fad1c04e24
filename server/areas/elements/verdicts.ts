// Verdicts: the facts behind elements.conformity. A verdict is an express report's (on its
// inspection date), a control's result (on its completed date) or a person's (on the day they set
// or lifted it); the element's conformity is the latest one by day (then by id), compliant when
// there is none. recordVerdicts writes the verdicts, the stored conformity and its non_compliant
// rule (compliance.ts) in the caller's transaction; verdictSql is the same rule from scratch.
import { sql, type SQL } from 'drizzle-orm';
import { intArr, rows, type Runner } from '../../crud/sql';
import { refreshCompliance } from './compliance';
import type { Conformity } from './conformity';

export type VerdictSource = 'report' | 'control' | 'user';

export interface Verdict {
  element: number;
  verdict: Conformity;
  source: VerdictSource;
  report?: number | null;
  control?: number | null;
  user?: number | null;
  /** YYYY-MM-DD */
  day: string;
  remark?: string;
}

/** THE verdict rule in SQL over an elements alias: the latest verdict, or compliant. */
export const verdictSql = (e: string): SQL => sql`coalesce((SELECT v.verdict FROM element_verdicts v
  WHERE v.element_id = ${sql.identifier(e)}.id ORDER BY v.day DESC, v.id DESC LIMIT 1), 'compliant'::conformity)`;

/** The API's conformity of each element (the stored rule, non_compliant), by id. */
async function shown(tx: Runner, ids: number[]): Promise<Map<number, Conformity>> {
  const found = await rows<{ id: number; nc: boolean }>(tx, sql`SELECT id, non_compliant AS nc FROM elements WHERE id = ANY(${intArr(ids)})`);
  return new Map(found.map((r) => [r.id, r.nc ? 'non_compliant' : 'compliant']));
}

/** Writes the stored verdict of the elements `ids` selects from their verdicts (only the rows that differ). */
export async function applyVerdicts(tx: Runner, ids: SQL): Promise<number> {
  const changed = await rows<{ id: number }>(tx, sql`UPDATE elements e SET conformity = ${verdictSql('e')}, updated_at = now()
    WHERE e.id IN (${ids}) AND e.conformity IS DISTINCT FROM ${verdictSql('e')} RETURNING e.id`);
  return changed.length;
}

export interface ConformityChange { before: Conformity; after: Conformity }

/**
 * Records the verdicts (elements of another company than the element's are not possible: the
 * company is read from the element), then the stored verdict and conformity of their elements.
 * Returns each element's shown conformity before and after.
 */
export async function recordVerdicts(tx: Runner, verdicts: Verdict[]): Promise<Map<number, ConformityChange>> {
  const ids = [...new Set(verdicts.map((v) => v.element))];
  if (!ids.length) return new Map();
  const before = await shown(tx, ids);
  const payload = verdicts.map((v) => ({ ...v, remark: (v.remark ?? '').slice(0, 2000) }));
  await tx.execute(sql`INSERT INTO element_verdicts (company_id, element_id, verdict, source, express_report_id, control_id, user_id, day, remark)
    SELECT e.company_id, v.element, v.verdict::conformity, v.source, v.report, v.control, v."user", v.day::date, coalesce(v.remark, '')
    FROM jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      AS v(element int, verdict text, source text, report int, control int, "user" int, day text, remark text)
    JOIN elements e ON e.id = v.element`);
  const list = sql`SELECT unnest(${intArr(ids)})`;
  await applyVerdicts(tx, list);
  await refreshCompliance(tx, list);
  const after = await shown(tx, ids);
  return new Map(ids.map((id) => [id, { before: before.get(id) ?? 'compliant', after: after.get(id) ?? 'compliant' }]));
}
