// Rules of control writes the metadata cannot say. A control copies its element's company, site,
// building and regulation (scope and filters read the controls row alone); a type gives its
// blocking flag and controller requirement. `finished` needs a completed date, and finishing an
// open control goes through finishControls (its next occurrence, same transaction). Planning into
// an intervention goes through planControls. Every write refreshes its elements' conformity.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { rows, type Runner } from '../../crud/sql';
import { nonFieldError, ValidationError } from '../../http/errors';
import { refreshCompliance } from '../elements/compliance';
import { finishControls } from './finish';
import { applyControlResults } from './results';
import { actorOf } from '../../crud/activity-record';
import { planControls } from './planning';
import { isOpenControlStatus } from './open';

type Body = Record<string, unknown>;
const msg = (key: string) => [{ key: `api.controls.errors.${key}` }];
const one = async <T>(tx: Runner, q: SQL) => (await rows<T>(tx, q))[0];
/** Body key (no field: never read from a request) telling afterUpdate to finish the control. */
const FINISH = '__finish';

/** An intervention a control of site `factory` may be planned in: a control one of that site, not done. */
async function checkIntervention(tx: Runner, id: number, factory: number | null) {
  const i = await one<{ kind: string; factory_id: number; status: string }>(tx,
    sql`SELECT kind, factory_id, status FROM interventions WHERE id = ${id}`);
  if (!i) return; // the reference check answers does_not_exist
  if (i.kind !== 'control') throw new ValidationError({ intervention: msg('not_control_intervention') });
  if (factory !== null && i.factory_id !== factory) throw new ValidationError({ intervention: msg('intervention_other_site') });
  if (i.status === 'done') throw new ValidationError({ intervention: msg('intervention_done') });
}

export async function beforeControlWrite(_tx: Runner, _ctx: RequestContext, body: Body, row: { id: number; before: Body } | null) {
  const tx = _tx;
  const out: Body = { ...body, updated_at: new Date().toISOString() };
  const v = { ...(row?.before ?? {}), ...body };
  if (!row) {
    const e = await one<{ company_id: number; factory_id: number; building_id: number; regulation_id: number }>(tx,
      sql`SELECT company_id, factory_id, building_id, regulation_id FROM elements WHERE id = ${body.element ?? null}`);
    if (e) Object.assign(out, e);
    const t = await one<{ leads_to_non_compliance: boolean; controller_requirement: string }>(tx,
      sql`SELECT leads_to_non_compliance, controller_requirement FROM control_types WHERE id = ${body.type ?? null}`);
    if (t) {
      out.leads_to_non_compliance = t.leads_to_non_compliance;
      if (body.controller_requirement === undefined) out.controller_requirement = t.controller_requirement;
    }
  }
  if (out.controller_requirement === null) out.controller_requirement = '';
  if (out.result_remark === null) out.result_remark = '';
  // A finished control's result is a fact already applied: it changes only by reopening the control.
  if (row && row.before.status === 'finished' && body.status === undefined
    && ((body.result !== undefined && body.result !== row.before.result) || (body.result_remark !== undefined && body.result_remark !== row.before.result_remark))) {
    throw new ValidationError({ result: msg('result_finished') });
  }
  if (v.status === 'finished' && !v.completed_date) throw new ValidationError({ completed_date: msg('completed_date_required') });
  // Planned means in an intervention: the status follows planning (planControls), never alone.
  if (body.status === 'to_do_planned' && v.intervention == null) throw new ValidationError({ status: msg('planned_needs_intervention') });
  if (body.intervention != null) {
    const factory = (row ? row.before.factory : out.factory_id) as number | undefined;
    await checkIntervention(tx, body.intervention as number, factory ?? null);
  }
  // Finishing an open control: finishControls writes the status (and the next occurrence).
  if (row && body.status === 'finished' && isOpenControlStatus(row.before.status as string)) {
    delete out.status;
    out[FINISH] = true;
  }
  return out;
}

const elementOf = (id: number) => sql`SELECT element_id FROM controls WHERE id = ${id}`;

export async function afterControlCreate(tx: Runner, id: number, body: Body) {
  if (body.intervention != null) await planControls(tx, sql`${id}`, body.intervention as number);
  await refreshCompliance(tx, elementOf(id));
}

export async function afterControlUpdate(tx: Runner, id: number, body: Body, ctx: RequestContext) {
  if (body.intervention !== undefined) await planControls(tx, sql`${id}`, (body.intervention as number | null) ?? null);
  if (body[FINISH]) {
    const done = await finishControls(tx, sql`${id}`, sql`k.completed_date`);
    await applyControlResults(tx, done.controls, actorOf(ctx));
  }
  await refreshCompliance(tx, elementOf(id));
}

/** Bulk: status only to no_follow_up or to_do; an intervention of the selection's one site. */
export async function beforeControlBulkUpdate(tx: Runner, _ctx: RequestContext, from: SQL, where: SQL, data: Body) {
  if (data.status !== undefined && data.status !== 'no_follow_up' && data.status !== 'to_do') {
    throw new ValidationError({ status: msg('bulk_status') });
  }
  if (data.intervention != null) {
    const s = await one<{ sites: number; site: number }>(tx,
      sql`SELECT count(DISTINCT k.factory_id)::int AS sites, min(k.factory_id) AS site FROM ${from} WHERE ${where}`);
    if (s.sites > 1) throw nonFieldError('api.controls.errors.bulk_plan_mixed');
    await checkIntervention(tx, data.intervention as number, s.site);
  }
}

export async function afterControlBulkUpdate(tx: Runner, _ctx: RequestContext, ids: SQL, data: Body) {
  if (data.intervention !== undefined) await planControls(tx, ids, (data.intervention as number | null) ?? null);
  await refreshCompliance(tx, sql`SELECT element_id FROM controls WHERE id IN (${ids})`);
}

export async function afterControlDelete(tx: Runner, _ctx: RequestContext, deleted: Body[]) {
  const ids = [...new Set(deleted.map((r) => r.element_id as number))];
  if (ids.length) await refreshCompliance(tx, sql`SELECT unnest(${sql.param(ids)}::int[])`);
}
