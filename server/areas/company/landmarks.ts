// The landmark labels of the caller's companies, as the API writes them in headers (element
// exports, import templates): the company's own label when the companies in scope share one,
// else nothing (the translated default stays). Rule: resources/landmarks.ts.
import { sql } from 'drizzle-orm';
import { listLandmarks, type LandmarkLabels, type LandmarkSettings } from '../../../resources/landmarks';
import type { RequestContext } from '../../auth/context';
import { intArr, rows, type Runner } from '../../crud/sql';

/** The labels over the caller's companies in scope (a support user's selected one). */
export async function scopeLandmarks(runner: Runner, ctx: RequestContext): Promise<LandmarkLabels> {
  const ids = ctx.selectedCompany !== null ? [ctx.selectedCompany] : ctx.companies;
  const found = await rows<LandmarkSettings>(runner, sql`
    SELECT repere_1, repere_2, use_repere_2 FROM companies WHERE id = ANY(${intArr(ids)})`);
  return listLandmarks(found);
}

/** Field label overrides (`repere_1`, `repere_2`) for the caller: only the companies' own labels. */
export async function landmarkHeaders(runner: Runner, ctx: RequestContext): Promise<Record<string, string>> {
  const l = await scopeLandmarks(runner, ctx);
  return Object.fromEntries([['repere_1', l.repere_1], ['repere_2', l.repere_2]].filter(([, v]) => v)) as Record<string, string>;
}
