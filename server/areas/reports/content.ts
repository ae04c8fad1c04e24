// What a report holds, read with the list export's machinery (crud/export.ts: the caller's scope,
// labels of references and codes, days and instants), so a report never shows more than the list:
// - a record's sheet (GET /{feature}/{id}/export/): its fields, then its linked rows (an element's
//   controls, observations, obligations and documents; an intervention's controls with their
//   results and the observations they raised; a control's observations and documents);
// - a list's report (GET /{feature}/generate_report/): the filters' rows, counted by status.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { RECORD_EXPORTS } from '../../../resources/reports';
import type { FieldDef } from '../../../resources/types';
import { refusalOf, subjectOf } from '../../auth/access-rules';
import type { RequestContext } from '../../auth/context';
import { codeLabel } from '../../crud/display';
import { batches, exportedFields, type Day, type Value } from '../../crud/export';
import { parseListQuery, type ListQuery } from '../../crud/query';
import { resourceOf } from '../../crud/registry';
import { whereOf } from '../../crud/rows';
import { rows, type Runner } from '../../crud/sql';
import type { ServerResource } from '../../crud/types';
import { rights } from '../../http/access';
import { t } from '../../http/i18n';

export type Cell = Value | Day;
export interface Table {
  title: string;
  headers: string[];
  types: FieldDef['type'][];
  rows: Cell[][];
  /** Rows matching beyond those shown (a PDF stays readable). */
  more: number;
}
export interface ReportContent {
  title: string;
  subtitle: string;
  /** The record's fields (a record's sheet) or the counts (a list's report), label → value. */
  summary: [string, Cell][];
  tables: Table[];
}

/**
 * Linked rows per feature: the linked resource, its filter naming this record, and the fields
 * shown beyond those its list shows (an intervention's controls: their results).
 */
type Link = { resource: string; filter: (id: number, runner: Runner) => Promise<Record<string, string> | null>; extra?: string[] };
const by = (param: string): Link['filter'] => async (id) => ({ [param]: String(id) });
export const RECORD_LINKS: Record<(typeof RECORD_EXPORTS)[number], Link[]> = {
  elements: [
    { resource: 'controls', filter: by('element') }, { resource: 'tasks', filter: by('element') },
    { resource: 'obligations', filter: by('element') }, { resource: 'documents', filter: by('elements') },
  ],
  'control-interventions': [
    { resource: 'controls', filter: by('intervention'), extra: ['result', 'result_remark'] },
    // The observations its controls raised (tasks name their control).
    { resource: 'tasks', filter: async (id, runner) => {
      const found = await rows<{ id: number }>(runner, sql`SELECT id FROM controls WHERE intervention_id = ${id}`);
      return found.length ? { control: found.map((r) => r.id).join(',') } : null;
    } },
  ],
  'maintenance-interventions': [{ resource: 'tasks', filter: by('intervention') }],
  controls: [{ resource: 'tasks', filter: by('control') }, { resource: 'documents', filter: by('controls') }],
  tasks: [],
};

/** Rows of a report table at most (the rest counted in `more`); a larger list report is a job. */
export const TABLE_CAP = 2000;

const plural = (locale: RequestContext['locale'], name: string) => t(locale, `resources.${name}.name`).split('||||').pop()!.trim();
const fieldLabel = (ctx: RequestContext, res: ServerResource, f: FieldDef) => t(ctx.locale, `resources.${res.def.name}.fields.${f.name}`);
const visible = (ctx: RequestContext, res: ServerResource) => !refusalOf(rights(res.def.area, 'view', res.def.tier), subjectOf(ctx));

async function readTable(pool: pg.Pool, res: ServerResource, ctx: RequestContext, q: ListQuery, fields: FieldDef[], title: string, total: number): Promise<Table> {
  const out: Cell[][] = [];
  for await (const batch of batches(pool, res, ctx, q, fields, () => out.length >= TABLE_CAP)) out.push(...batch);
  const shown = out.slice(0, TABLE_CAP);
  return {
    title, headers: fields.map((f) => fieldLabel(ctx, res, f)), types: fields.map((f) => f.type), rows: shown, more: Math.max(0, total - shown.length),
  };
}

const countOf = async (runner: Runner, res: ServerResource, ctx: RequestContext, q: ListQuery) =>
  (await rows<{ n: number }>(runner, sql`SELECT count(*)::int AS n FROM ${res.countFrom ?? res.from} WHERE ${whereOf(res, ctx, q)}`))[0].n;

/** The columns of a linked table: those its list shows (and `extra`). */
const listFields = (res: ServerResource, extra: string[] = []) =>
  exportedFields(res).filter((f) => f.list || f.name === 'id' || extra.includes(f.name));

/** A record's sheet; null when the caller may not see it (404). */
export async function recordContent(pool: pg.Pool, runner: Runner, res: ServerResource, ctx: RequestContext, id: number): Promise<ReportContent | null> {
  const q = parseListQuery(res.def, { id: String(id) }, false);
  const fields = exportedFields(res);
  const own = await readTable(pool, res, ctx, q, fields, '', 1);
  const [values] = own.rows;
  if (!values) return null;
  const name = plural(ctx.locale, res.def.name);
  const tables: Table[] = [];
  for (const link of RECORD_LINKS[res.def.name as keyof typeof RECORD_LINKS] ?? []) {
    const linked = resourceOf(link.resource);
    if (!linked || !visible(ctx, linked)) continue; // a section the caller has no right to see is left out
    const filter = await link.filter(id, runner);
    const lq = parseListQuery(linked.def, filter ?? { id: '0' }, false);
    const total = filter ? await countOf(runner, linked, ctx, lq) : 0;
    tables.push(await readTable(pool, linked, ctx, lq, listFields(linked, link.extra), plural(ctx.locale, linked.def.name), total));
  }
  const label = String(values[fields.findIndex((f) => f.search)] ?? values[fields.findIndex((f) => f.type === 'string')] ?? `#${id}`);
  return {
    title: `${name} — ${label}`,
    subtitle: t(ctx.locale, 'api.reports.generated', { date: new Date().toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' }) }),
    summary: fields.map((f, i) => [fieldLabel(ctx, res, f), values[i]]),
    tables,
  };
}

/** The status-like field a list report counts by (its tabs' usual parameter). */
const statusField = (res: ServerResource) => res.def.fields.find((f) => f.name === 'status' || f.name === 'conformity');

/** A list's report: counts by status, then the rows (list columns). */
export async function listContent(pool: pg.Pool, runner: Runner, res: ServerResource, ctx: RequestContext, q: ListQuery): Promise<ReportContent> {
  const total = await countOf(runner, res, ctx, q);
  const summary: [string, Cell][] = [[t(ctx.locale, 'api.reports.total'), total]];
  const status = statusField(res);
  if (status) {
    const by = await rows<{ code: string | null; n: number }>(runner, sql`SELECT (${res.columns[status.name].expr})::text AS code, count(*)::int AS n
      FROM ${res.from} WHERE ${whereOf(res, ctx, q)} GROUP BY 1 ORDER BY 1`);
    for (const r of by) summary.push([r.code === null ? '—' : codeLabel(ctx.locale, res.def.name, status.name, r.code), r.n]);
  }
  const name = plural(ctx.locale, res.def.name);
  return {
    title: t(ctx.locale, 'api.reports.list_title', { name }),
    subtitle: t(ctx.locale, 'api.reports.generated', { date: new Date().toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' }) }),
    summary,
    tables: [await readTable(pool, res, ctx, q, listFields(res), name, total)],
  };
}
