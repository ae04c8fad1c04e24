// The landmark labels of the caller's companies, as the API writes them in headers (element
// exports, import templates): the company's own label when the companies in scope share one,
// else nothing (the translated default stays); and per company, the names printed on label sheets.
// Rule: resources/landmarks.ts.
import { sql } from 'drizzle-orm';
import { companyLandmarks, listLandmarks, type LandmarkLabels, type LandmarkSettings } from '../../../resources/landmarks';
import type { RequestContext } from '../../auth/context';
import { intArr, rows, type Runner } from '../../crud/sql';
import { t, type Locale } from '../../http/i18n';

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

export interface LandmarkNames { repere_1: string; repere_2: string | null }

/** Per company, the landmarks' names in `locale` (the company's own, else the default; the second null when unused). */
export async function landmarkNames(runner: Runner, companies: number[], locale: Locale): Promise<Map<number, LandmarkNames>> {
  const found = await rows<LandmarkSettings & { id: number }>(runner, sql`
    SELECT id, repere_1, repere_2, use_repere_2 FROM companies WHERE id = ANY(${intArr(companies)})`);
  const byDefault = (field: 'repere_1' | 'repere_2') => t(locale, `resources.elements.fields.${field}`);
  return new Map(found.map((c) => {
    const l = companyLandmarks(c);
    return [c.id, { repere_1: l.repere_1 ?? byDefault('repere_1'), repere_2: l.useRepere2 ? (l.repere_2 ?? byDefault('repere_2')) : null }];
  }));
}

/** A label's landmark line: "Zone : A · Local : 12" (empty values left out). */
export function landmarkLine(names: LandmarkNames | undefined, repere1: string, repere2: string): string {
  if (!names) return '';
  const parts = [[names.repere_1, repere1], [names.repere_2, repere2]]
    .filter((p): p is [string, string] => !!p[0] && !!p[1]?.trim()).map(([n, v]) => `${n} : ${v.trim()}`);
  return parts.join(' · ');
}
