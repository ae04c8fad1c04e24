// A rule several areas share: what belongs to one company (a team, a folder) may only name that
// company's sites. Only sites the caller sees are judged; the engine answers `does_not_exist` for
// the others.
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { idsOf, intArr, rows, type Runner } from '../../crud/sql';


/** The first of `ids` (visible to the caller) that is a site of another company than `company`, or null. */
export async function siteOutsideCompany(tx: Runner, ctx: RequestContext, ids: unknown, company: number): Promise<number | null> {
  const wanted = idsOf(ids);
  if (!wanted.length) return null;
  const [site] = await rows<{ id: number }>(tx, sql`SELECT id FROM factories
    WHERE id = ANY(${intArr(wanted)}) AND id = ANY(${intArr(ctx.factories)}) AND company_id <> ${company}
    ORDER BY id LIMIT 1`);
  return site?.id ?? null;
}
