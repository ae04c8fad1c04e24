// The conformity score's findings, stored (migration 0020): element_findings holds each element's
// late / open controls, missing / counted obligations, late / open tasks and its penalty (the
// weights of formula.ts, in SQL score_penalty()), and score_counters their sums per site,
// regulation and building. refreshScore() brings both up to date before a read: it recomputes the
// elements queued by the writes' triggers and, when the day has changed, those whose controls or
// tasks crossed their date; nothing to do costs one round trip and no lock.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { intArr, rows, type Runner } from '../../crud/sql';

/** The rows of alias `a` (factory_id, regulation_id, building_id) the caller sees: the elements list's scope. */
export const scopeOn = (ctx: RequestContext, a: string): SQL => sql`(${sql.raw(a)}.factory_id = ANY(${intArr(ctx.factories)})
  AND ${sql.raw(a)}.regulation_id = ANY(${intArr(ctx.regulations)}) AND ${buildingScope(ctx, sql.raw(`${a}.factory_id`), sql.raw(`${a}.building_id`))})`;

/** Recomputes what the writes have queued (and the day's change); returns the elements recomputed. */
export async function refreshScore(db: Runner): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`SELECT score_refresh() AS n`);
  return r.n;
}

export const SCORE_REFRESH_JOB = 'conformity-score-refresh';
/** Every five minutes, so that a read rarely finds a large queue (a 100,000-row import) to absorb. */
export const SCORE_REFRESH_CRON = '*/5 * * * *';
