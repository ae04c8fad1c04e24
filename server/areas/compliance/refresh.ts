// Conformity as dates pass: the midnight pass and the full recompute, both in batches of their
// own transactions (never one huge transaction at 1M elements), both idempotent: they write only
// the rows whose stored value differs from the rule (refreshCompliance), so a rerun after a
// crash finishes the work and a second run changes nothing.
import { sql, type SQL } from 'drizzle-orm';
import { intArr, rows, type Runner } from '../../crud/sql';
import type { Db } from '../../db/pool';
import { refreshCompliance } from '../elements/compliance';
import { parisDay } from '../elements/conformity';
import { applyVerdicts } from '../elements/verdicts';
import { openControlSql } from '../controls/open';

export const BATCH_SIZE = 5_000;

/** Where the batches run: each in its own transaction (the job), or all in the caller's (the seed). */
export interface Batches {
  read: Runner;
  batch: <T>(work: (tx: Runner) => Promise<T>) => Promise<T>;
}
export const ownTransactions = (db: Db): Batches => ({ read: db, batch: (work) => db.transaction(work) });
export const callerTransaction = (tx: Runner): Batches => ({ read: tx, batch: (work) => work(tx) });

export interface RefreshResult {
  day: string;
  /** Elements looked at (candidates of the midnight pass; every element for the recompute). */
  examined: number;
  /** Elements whose stored conformity changed. */
  changed: number;
  batches: number;
}

async function refreshIds(b: Batches, ids: number[], day: string, size: number): Promise<{ changed: number; batches: number }> {
  let changed = 0;
  let batches = 0;
  for (let i = 0; i < ids.length; i += size) {
    const chunk = ids.slice(i, i + size);
    changed += await b.batch((tx) => refreshCompliance(tx, sql`SELECT unnest(${intArr(chunk)})`, day));
    batches++;
  }
  return { changed, batches };
}

/**
 * The elements a passing date may have made non-compliant on `day` and still stored compliant:
 * an expiry date before `day` (elements_expiry_id_idx), or an open blocking control whose
 * next_date is before `day` (controls_open_blocking_idx). No lower bound: days missed (the job
 * down, a crash) are caught up by the next run. A passing date never makes an element compliant.
 */
export const passedDateCandidatesSql = (day: string): SQL => sql`
  SELECT e.id FROM elements e WHERE e.expiry_date < ${day}::date AND NOT e.non_compliant
  UNION
  SELECT k.element_id FROM controls k JOIN elements e ON e.id = k.element_id
  WHERE ${openControlSql('k.status')} AND k.leads_to_non_compliance AND k.next_date < ${day}::date
    AND NOT e.non_compliant`;

/** The midnight pass for `day` (YYYY-MM-DD, today in Europe/Paris by default). */
export async function refreshPassedDates(b: Batches, opts: { day?: string; batchSize?: number } = {}): Promise<RefreshResult> {
  const day = opts.day ?? parisDay();
  const found = await rows<{ id: number }>(b.read, sql`SELECT c.id FROM (${passedDateCandidatesSql(day)}) c ORDER BY c.id`);
  const ids = found.map((r) => r.id);
  return { day, examined: ids.length, ...(await refreshIds(b, ids, day, opts.batchSize ?? BATCH_SIZE)) };
}

/**
 * Recomputes every element (or those `where` selects over `e`) from scratch, its stored verdict
 * (elements/verdicts.ts) included, in id ranges: after
 * the demo seed, after a bulk import, or by ops when in doubt (npm run compliance:recompute).
 */
export async function recomputeCompliance(
  b: Batches, opts: { day?: string; batchSize?: number; where?: SQL } = {},
): Promise<RefreshResult> {
  const day = opts.day ?? parisDay();
  const size = opts.batchSize ?? BATCH_SIZE;
  const where = opts.where ?? sql`TRUE`;
  const [range] = await rows<{ lo: number | null; hi: number | null; n: number }>(b.read,
    sql`SELECT min(e.id) AS lo, max(e.id) AS hi, count(*)::int AS n FROM elements e WHERE ${where}`);
  let changed = 0;
  let batches = 0;
  if (range.lo !== null && range.hi !== null) {
    for (let lo = range.lo; lo <= range.hi; lo += size) {
      const ids = sql`SELECT e.id FROM elements e WHERE e.id >= ${lo} AND e.id < ${lo + size} AND ${where}`;
      // Verdicts first (the latest of each element's), then the rule over them.
      changed += await b.batch(async (tx) => { await applyVerdicts(tx, ids); return refreshCompliance(tx, ids, day); });
      batches++;
    }
  }
  return { day, examined: range.n, changed, batches };
}
