// The activity log as people read it: each entry's changes as lines "field label: old → new", in
// the reader's language, values through the resource metadata (display.ts), references resolved
// to the names the reader may see (one query per target for a whole page), custom values per
// attribute name. Used by the log's list and detail (`changes_display`) and its export.
import { sql } from 'drizzle-orm';
import { resourceList } from '../../resources';
import type { FieldDef, ResourceDef } from '../../resources/types';
import type { RequestContext } from '../auth/context';
import { hasKey, t, type Locale } from '../http/i18n';
import { displayValue, fieldName, type Names } from './display';
import { isReferenceTarget, visibleSet } from './references';
import { intArr, rows, type Runner } from './sql';

export interface ChangeLine { field: string; label: string; from: string; to: string }
type Entry = { object_type?: unknown; changes?: unknown };

const defs = new Map<string, ResourceDef>(resourceList.map((d) => [d.name, d]));

/** `changes` as stored ({ field: [old, new] }), or text of it (exports); anything else is none. */
function pairsOf(changes: unknown): [string, unknown, unknown][] {
  let value = changes;
  if (typeof value === 'string') {
    try { value = JSON.parse(value); } catch { return []; }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).map(([field, pair]) =>
    Array.isArray(pair) && pair.length === 2 ? [field, pair[0], pair[1]] : [field, null, pair]);
}

const asObject = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Custom values ({ attribute id: value }) → one pair per attribute that changed, keyed `attribute:<id>`. */
function expandCustom(pairs: [string, unknown, unknown][]): [string, unknown, unknown][] {
  return pairs.flatMap(([field, from, to]) => {
    if (field !== 'custom_values') return [[field, from, to]];
    const [a, b] = [asObject(from), asObject(to)];
    return [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .filter((id) => JSON.stringify(a[id] ?? null) !== JSON.stringify(b[id] ?? null))
      .map((id): [string, unknown, unknown] => [`attribute:${id}`, a[id] ?? null, b[id] ?? null]);
  });
}

/** Names of the referenced rows the reader may see, one query per target. */
async function resolve(runner: Runner, ctx: RequestContext, wanted: Map<string, Set<number>>): Promise<Names> {
  const names: Names = new Map();
  for (const [target, ids] of wanted) {
    const list = [...ids].filter((id) => Number.isSafeInteger(id));
    if (!list.length) continue;
    const map = new Map<number, string>();
    names.set(target, map);
    const v = target === 'custom-attributes'
      ? { from: sql`custom_attributes ca`, id: sql`ca.id`, label: sql`ca.name`, where: sql`ca.company_id = ANY(${intArr(ctx.companies)})` }
      : isReferenceTarget(target) ? visibleSet(target, ctx) : null; // none: its ids stay as #id
    if (!v) continue;
    const found = await rows<{ id: number; label: string | null }>(runner,
      sql`SELECT ${v.id} AS id, (${v.label})::text AS label FROM ${v.from} WHERE ${v.where} AND ${v.id} = ANY(${intArr(list)})`);
    for (const r of found) map.set(Number(r.id), r.label ?? `#${r.id}`);
  }
  return names;
}

/** The readable changes of each entry (same order as `entries`). */
export async function describeEntries(runner: Runner, ctx: RequestContext, entries: Entry[]): Promise<ChangeLine[][]> {
  const locale: Locale = ctx.locale;
  const parsed = entries.map((e) => {
    const type = String(e.object_type ?? '');
    const def = defs.get(type);
    return { type, def, pairs: expandCustom(pairsOf(e.changes)) };
  });
  const wanted = new Map<string, Set<number>>();
  const want = (target: string, v: unknown) => {
    for (const id of Array.isArray(v) ? v : [v]) if (typeof id === 'number') (wanted.get(target) ?? wanted.set(target, new Set()).get(target)!).add(id);
  };
  const fieldOf = (def: ResourceDef | undefined, field: string): FieldDef | undefined => def?.fields.find((f) => f.name === field);
  for (const { def, pairs } of parsed) {
    for (const [field, from, to] of pairs) {
      const attr = /^attribute:(\d+)$/.exec(field);
      if (attr) want('custom-attributes', Number(attr[1]));
      const f = fieldOf(def, field);
      if (f?.reference) { want(f.reference, from); want(f.reference, to); }
    }
  }
  const names = await resolve(runner, ctx, wanted);
  return parsed.map(({ type, def, pairs }) => pairs.map(([field, from, to]) => {
    const attr = /^attribute:(\d+)$/.exec(field);
    const f = fieldOf(def, field);
    const label = attr ? names.get('custom-attributes')?.get(Number(attr[1])) ?? `#${attr[1]}` : fieldName(locale, type, field);
    return { field, label, from: displayValue(locale, type, f, from, names, field), to: displayValue(locale, type, f, to, names, field) };
  }));
}

/** An action's label (`update` → Modification). */
export const actionText = (locale: Locale, action: string) =>
  hasKey(locale, `resources.activity-log.actions.${action}`) ? t(locale, `resources.activity-log.actions.${action}`) : action;

/** An object type's label: the singular of its resource's name, else the history's own (`user`). */
export function objectTypeText(locale: Locale, type: string): string {
  if (hasKey(locale, `resources.${type}.name`)) return t(locale, `resources.${type}.name`).split('||||')[0].trim();
  return hasKey(locale, `app.account.history.object_types.${type}`) ? t(locale, `app.account.history.object_types.${type}`) : type;
}

/** Lines as one cell of an export: "Statut : À valider → Validée" per line. */
export const changesText = (lines: ChangeLine[]) => lines.map((l) => `${l.label} : ${l.from} → ${l.to}`).join('\n');
