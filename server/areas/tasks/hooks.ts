// Rules of observation writes the metadata cannot say. An observation copies its element's
// company, site, building and regulation (scope and filters read the tasks row alone); its
// origin is `control` when created from a control (one of the same element); its manager is a
// user of the element's company who sees its site; its maintenance intervention is one of its site.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { rows, type Runner } from '../../crud/sql';
import type { Hooks } from '../../crud/types';
import { fieldError } from '../../http/errors';

type Body = Record<string, unknown>;
const err = (field: string, key: string) => fieldError(field, `api.tasks.errors.${key}`);
const CLOSED = ['done', 'no_followup'];
const one = async <T>(tx: Runner, q: SQL) => (await rows<T>(tx, q))[0];

/** Whether user `manager` may manage observations of that company's site (unknown ids: the reference check answers). */
async function checkManager(tx: Runner, manager: number, company: number, factory: number) {
  const known = await one(tx, sql`SELECT 1 FROM users WHERE id = ${manager}`);
  if (!known) return;
  const ok = await one(tx, sql`SELECT 1 FROM user_companies uc JOIN user_factories uf ON uf.user_id = uc.user_id
    WHERE uc.user_id = ${manager} AND uc.company_id = ${company} AND uf.factory_id = ${factory}`);
  if (!ok) throw err('manager', 'manager_site');
}

async function checkIntervention(tx: Runner, intervention: number, factory: number) {
  const i = await one<{ factory_id: number }>(tx, sql`SELECT factory_id FROM interventions WHERE id = ${intervention}`);
  if (i && i.factory_id !== factory) throw err('intervention', 'intervention_other_site');
}

export const taskHooks: Hooks = {
  async beforeWrite(tx, ctx: RequestContext, body, row) {
    const out: Body = { ...body, updated_at: new Date().toISOString() };
    // Who closed it and when; a person's change of status takes it out of an intervention's closing.
    if (body.status !== undefined && body.status !== row?.before.status) {
      const closed = CLOSED.includes(String(body.status));
      Object.assign(out, { closed_at: closed ? new Date().toISOString() : null, closed_by_id: closed ? ctx.user.id : null,
        closed_by_intervention_id: null, status_before_close: null });
    }
    const elementId = (row ? row.before.element : body.element) ?? null;
    const e = await one<{ company_id: number; factory_id: number; building_id: number; regulation_id: number }>(tx,
      sql`SELECT company_id, factory_id, building_id, regulation_id FROM elements WHERE id = ${elementId as number | null}`);
    if (!row) {
      if (e) Object.assign(out, e);
      out.origin = body.control != null ? 'control' : 'manual';
      if (body.control != null && e) {
        const k = await one<{ element_id: number }>(tx, sql`SELECT element_id FROM controls WHERE id = ${body.control as number}`);
        if (k && k.element_id !== elementId) throw err('control', 'control_other_element');
      }
    }
    if (out.verified_points === null) out.verified_points = '';
    if (!e) return out; // the reference check answers does_not_exist
    if (body.manager != null) await checkManager(tx, body.manager as number, e.company_id, e.factory_id);
    if (body.intervention != null) await checkIntervention(tx, body.intervention as number, e.factory_id);
    return out;
  },

  /**
   * Bulk status change, like the single one: the rows whose status it changed record who closed
   * them and when (closed), or lose it (reopened), and leave any intervention's closing.
   */
  async afterBulkUpdate(tx, ctx, _ids, data, changed) {
    if (data.status === undefined) return;
    const closed = CLOSED.includes(String(data.status));
    await tx.execute(sql`UPDATE tasks SET updated_at = now(), closed_at = ${closed ? sql`now()` : sql`NULL`},
      closed_by_id = ${closed ? ctx.user.id : null}, closed_by_intervention_id = NULL, status_before_close = NULL
      WHERE id IN (${changed})`);
  },

  /** Bulk: a manager must see every site of the selection; an intervention must be of the selection's site. */
  async beforeBulkUpdate(tx, _ctx, from, where, data) {
    if (data.manager != null) {
      const bad = await one(tx, sql`SELECT 1 FROM ${from} WHERE ${where} AND NOT EXISTS (
        SELECT 1 FROM user_companies uc JOIN user_factories uf ON uf.user_id = uc.user_id
        WHERE uc.user_id = ${data.manager as number} AND uc.company_id = t.company_id AND uf.factory_id = t.factory_id) LIMIT 1`);
      if (bad) throw err('manager', 'manager_site');
    }
  },
};
