// Rules of intervention writes the metadata cannot say: end ≥ start, the company follows the
// site, the supervisor sees the site, POST creates in to_do, the status moves one step
// (transitions.ts), a control intervention's controls are of its site and planned through
// planControls (new ids to_do_planned, removed ones to_do), nothing planned changes once done,
// and deleting an intervention frees its open controls.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { allowedScope } from '../../auth/guard';
import { countOf, idsOf, intArr, rows, type Runner } from '../../crud/sql';
import type { Hooks } from '../../crud/types';
import { fieldError, ValidationError } from '../../http/errors';
import { planControls } from '../controls/planning';
import { actorOf } from '../../crud/activity-record';
import { checkCompletion } from './completion';
import { checkTransition, reopenIntervention, validateIntervention, type Status } from './transitions';
import { openControlSql } from '../controls/open';

type Body = Record<string, unknown>;
const err = (field: string, key: string, params?: Record<string, string | number>) => fieldError(field, `api.interventions.errors.${key}`, params);

/** Controls the caller sees (the controls area's scope: site, regulation, buildings). */
export const visibleControl = (ctx: RequestContext): SQL => sql`(k.company_id = ANY(${intArr(allowedScope(ctx, undefined).companies)})
  AND k.factory_id = ANY(${intArr(ctx.factories)}) AND k.regulation_id = ANY(${intArr(ctx.regulations)})
  AND ${buildingScope(ctx, sql`k.factory_id`, sql`k.building_id`)})`;

/** The wanted controls: visible (else does_not_exist), open or already here, of the intervention's site. */
async function checkControls(tx: Runner, ctx: RequestContext, ids: number[], factory: number, id: number | null) {
  if (!ids.length) return;
  const found = await rows<{ id: number; factory_id: number; open: boolean }>(tx, sql`
    SELECT k.id, k.factory_id, (${openControlSql('k.status')} OR k.intervention_id IS NOT DISTINCT FROM ${id}::int) AS open
    FROM controls k WHERE k.id = ANY(${intArr(ids)}) AND ${visibleControl(ctx)}`);
  const missing = ids.find((c) => !found.some((f) => f.id === c));
  if (missing !== undefined) throw fieldError('controls', 'does_not_exist', { id: missing });
  const elsewhere = found.find((f) => f.factory_id !== factory);
  if (elsewhere) throw err('controls', 'control_other_site', { id: elsewhere.id });
  const closed = found.find((f) => !f.open);
  if (closed) throw err('controls', 'control_closed', { id: closed.id });
}

export function interventionHooks(kind: 'control' | 'maintenance'): Hooks {
  return {
    // Nothing is deleted with it, but its controls leave it (to plan again) and its observations are unlinked.
    deleteDependents: async (tx, ids) => ({
      unplanned_controls: await countOf(tx, sql`SELECT count(*)::int AS n FROM controls WHERE intervention_id IN (${ids})`),
      unlinked_tasks: await countOf(tx, sql`SELECT count(*)::int AS n FROM tasks
        WHERE intervention_id IN (${ids}) OR closed_by_intervention_id IN (${ids})`),
    }),
    async beforeWrite(tx, ctx, given, row) {
      const body: Body = { ...given };
      const before = row?.before ?? {};
      const from = (before.status ?? 'to_do') as Status;
      if (!row) {
        if (body.status !== undefined && body.status !== 'to_do') throw err('status', 'create_status');
        body.kind = kind;
      } else if (body.status !== undefined) {
        checkTransition(from, String(body.status));
      }
      const start = String(body.start ?? before.start ?? '');
      const end = String(body.end ?? before.end ?? '');
      if (start && end && end < start) throw err('end', 'end_before_start');
      const factory = (body.factory ?? before.factory) as number | undefined;
      const wanted = body.controls === undefined ? undefined : idsOf(body.controls);
      delete body.controls;
      // A validated intervention keeps what it finished: only going back one step unlocks it.
      if (from === 'done' && (body.status ?? 'done') === 'done') {
        const changed = ['start', 'end', 'factory'].filter((f) => body[f] !== undefined && body[f] !== before[f]);
        if (wanted !== undefined && [...wanted].sort().join() !== [...idsOf(before.controls)].sort().join()) changed.push('controls');
        if (changed.length) throw new ValidationError(Object.fromEntries(changed.map((f) => [f, [{ key: 'api.interventions.errors.done_locked' }]])));
      }
      if (body.factory !== undefined && factory != null) {
        const [site] = await rows<{ company_id: number }>(tx, sql`SELECT company_id FROM factories WHERE id = ${factory}`);
        if (site) body.company_id = site.company_id;
        if (row && factory !== before.factory && wanted === undefined && Number(before.control_count ?? 0) > 0) {
          throw err('factory', 'controls_other_site_move');
        }
      }
      const supervisor = (body.supervisor ?? before.supervisor) as number | null | undefined;
      if (supervisor != null && factory != null && (body.supervisor !== undefined || body.factory !== undefined)) {
        const sees = await rows(tx, sql`SELECT 1 FROM user_factories WHERE user_id = ${supervisor} AND factory_id = ${factory}`);
        // A supervisor the caller cannot see is the reference check's does_not_exist, not this.
        const known = await rows(tx, sql`SELECT 1 FROM users WHERE id = ${supervisor}`);
        if (!sees.length && known.length) throw err('supervisor', 'supervisor_site');
      }
      if (wanted !== undefined && factory != null) {
        await checkControls(tx, ctx, wanted, factory, row?.id ?? null);
        body.__controls = wanted;
      }
      checkCompletion(body, before, from);
      if (row && body.status !== undefined && body.status !== from) {
        body.__from = from;
        body.__completed = before.completed_date ?? null;
      }
      return body;
    },

    async afterCreate(tx, id, body) {
      const wanted = body.__controls as number[] | undefined;
      if (wanted?.length) await planControls(tx, sql`SELECT unnest(${intArr(wanted)})`, id);
    },

    async afterUpdate(tx, id, body, ctx) {
      const wanted = body.__controls as number[] | undefined;
      if (wanted) {
        const current = (await rows<{ id: number }>(tx, sql`SELECT id FROM controls WHERE intervention_id = ${id}`)).map((r) => r.id);
        const removed = current.filter((c) => !wanted.includes(c));
        const added = wanted.filter((c) => !current.includes(c));
        if (removed.length) await planControls(tx, sql`SELECT unnest(${intArr(removed)})`, null);
        if (added.length) await planControls(tx, sql`SELECT unnest(${intArr(added)})`, id);
      }
      const from = body.__from as Status | undefined;
      if (from === 'to_validate' && body.status === 'done') await validateIntervention(tx, id, actorOf(ctx));
      if (from === 'done' && body.status === 'to_validate') await reopenIntervention(tx, id, body.__completed as string | null);
    },

    // The open controls of deleted interventions go back to to_do (finished ones keep their history).
    async beforeDelete(tx, _ctx, where) {
      await planControls(tx, sql`SELECT k.id FROM controls k WHERE ${openControlSql('k.status')}
        AND k.intervention_id IN (SELECT iv.id FROM interventions iv JOIN factories f ON f.id = iv.factory_id
          LEFT JOIN users su ON su.id = iv.supervisor_id WHERE ${where})`, null);
    },
  };
}
