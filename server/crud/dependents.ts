// What a delete takes with it (hooks.deleteDependents), said before anything goes: the single
// DELETE and the bulk delete answer the same confirmation, its message listing the counts by kind
// (translated labels) and `dependents` giving them to clients that draw their own list.
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../http/i18n';
import { t } from '../http/i18n';
import type { Runner } from './sql';
import type { ServerResource } from './types';

export interface ConfirmMessage { key: string; params: Record<string, number> }
export interface Dependent { kind: string; count: number; label: string }

/** The dependent rows of the selection with a non-zero count, by kind (empty: nothing else goes). */
export async function dependentsOf(tx: Runner, res: ServerResource, where: SQL): Promise<Record<string, number>> {
  const hook = res.hooks?.deleteDependents;
  if (!hook) return {};
  const found = await hook(tx, sql`SELECT ${res.columns.id.expr} FROM ${res.from} WHERE ${where}`);
  return Object.fromEntries(Object.entries(found).filter(([, n]) => n > 0));
}

/** The confirmation's message: the resource's own (sites, voluntary types), else the generic one. */
export async function confirmMessage(tx: Runner, res: ServerResource, where: SQL, count: number, dependents: Record<string, number>): Promise<ConfirmMessage> {
  const own = await res.hooks?.deleteConfirmation?.(tx, where, count);
  if (own) return own;
  return Object.keys(dependents).length
    ? { key: 'api.bulk.confirm_delete_dependents', params: { count } }
    : { key: 'api.bulk.confirm_delete', params: { count } };
}

/** The translated message and dependents list of a confirmation answer. */
export function translateConfirmation(locale: Locale, message: ConfirmMessage, dependents: Record<string, number> = {}) {
  const list: Dependent[] = Object.entries(dependents).map(([kind, count]) =>
    ({ kind, count, label: t(locale, `api.dependents.${kind}`, { count }) }));
  const what = list.map((d) => d.label).join(', ');
  return { message: t(locale, message.key, { ...message.params, what }), dependents: list };
}
