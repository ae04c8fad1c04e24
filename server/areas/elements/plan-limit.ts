// The start plan's element limit (spec §1: pro promises "all elements"; the figure is the
// contract's, consumption/plans.ts): a create or an import past it is a 403 tier_required, so the
// console shows its upgrade offer. Companies on pro and corpo are not limited here.
import { sql } from 'drizzle-orm';
import { forbidden } from '../../http/errors';
import { intArr, rows, type Runner } from '../../crud/sql';
import { PLAN_LIMITS } from '../consumption/plans';

/** 403 tier_required when adding `adding[company]` elements takes a start company past its limit. */
export async function checkElementLimit(tx: Runner, adding: Map<number, number>): Promise<void> {
  const limit = PLAN_LIMITS.start.elements;
  const ids = [...adding.keys()].filter((c) => Number.isInteger(c));
  if (limit === null || !ids.length) return;
  // Locks the start companies' rows: two creates racing at the limit cannot both pass.
  const found = await rows<{ id: number; n: number }>(tx, sql`SELECT c.id, (SELECT count(*)::int FROM elements e WHERE e.company_id = c.id) AS n
    FROM companies c WHERE c.id = ANY(${intArr(ids)}) AND c.tier = 'start' FOR UPDATE OF c`);
  if (found.some((c) => c.n + (adding.get(c.id) ?? 0) > limit)) throw forbidden('tier_required', { tier: 'pro' });
}
