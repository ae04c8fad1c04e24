// Control and maintenance interventions: two server resources over the one `interventions`
// table, each scoped to its `kind` (a control intervention's id is not found under
// /maintenance-interventions/). Seen when the caller sees the site and, when the intervention
// names regulations, one of them. Rules of writes (dates, status steps, planning): hooks.ts.
import { sql, type SQL } from 'drizzle-orm';
import { resources } from '../../../resources';
import type { RequestContext } from '../../auth/context';
import type { Allowed } from '../../auth/guard';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { interventionHooks } from './hooks';
import { interventionRegulations, interventions as iv } from './table';
import { taskIdsExport, taskIdsSelect, withTasks } from './tasks';

/** The joins of the labels (site, supervisor); also the FROM of the delete hook's selection. */
export const interventionJoins = sql`JOIN factories f ON f.id = iv.factory_id LEFT JOIN users su ON su.id = iv.supervisor_id`;

const scopeOf = (kind: 'control' | 'maintenance') => (ctx: RequestContext, allowed: Allowed): SQL => sql`(iv.kind = ${kind}
  AND iv.factory_id = ANY(${intArr(allowed.factories)})
  AND (NOT EXISTS (SELECT 1 FROM intervention_regulations ir WHERE ir.intervention_id = iv.id)
    OR EXISTS (SELECT 1 FROM intervention_regulations ir WHERE ir.intervention_id = iv.id AND ir.regulation_id = ANY(${intArr(ctx.regulations)}))))`;

/** Still to do once its last day is over, in Paris time (an intervention of yesterday not started). */
export const LATE = sql`(iv.status = 'to_do' AND iv.end_date < (now() AT TIME ZONE 'Europe/Paris')::date)`;

/** Both ends counted: an intervention of one day lasts 1 day. */
const common = {
  id: iv.id, name: iv.name, start: iv.startDate, end: iv.endDate,
  duration_days: { computed: sql`(iv.end_date - iv.start_date + 1)` },
  factory: iv.factoryId,
  regulations: { m2m: { own: interventionRegulations.interventionId, other: interventionRegulations.regulationId } },
  supervisor: iv.supervisorId, status: iv.status, completed_date: iv.completedDate,
  late: { computed: LATE, cast: 'bool' as const },
  // The calendar's window: the interventions that overlap [end_gte, start_lte].
  start_lte: { filter: (v: (string | number | boolean)[]) => sql`iv.start_date <= ${String(v[0])}::date` },
  end_gte: { filter: (v: (string | number | boolean)[]) => sql`iv.end_date >= ${String(v[0])}::date` },
  created_at: iv.createdAt,
};
const labels = { factory: sql`f.name`, supervisor: sql`trim(su.first_name || ' ' || su.last_name)` };
const owner = { company: sql`iv.company_id`, factory: sql`iv.factory_id` };

export const controlInterventions = defineServerResource({
  def: resources['control-interventions'],
  table: iv, alias: 'iv', joins: interventionJoins,
  fields: {
    ...common,
    inspector: iv.participant,
    // Written through planControls (hooks.ts): new ids planned, removed ones back to to_do.
    controls: { hook: true, select: sql`(SELECT coalesce(array_agg(k.id ORDER BY k.id), '{}') FROM controls k WHERE k.intervention_id = iv.id)` },
    control_count: { computed: sql`(SELECT count(*)::int FROM controls k WHERE k.intervention_id = iv.id)` },
  },
  labels,
  exportExpr: () => ({ controls: sql`(SELECT string_agg(k.id::text, ', ' ORDER BY k.id) FROM controls k WHERE k.intervention_id = iv.id)` }),
  hookColumns: [iv.kind, iv.companyId],
  internal: [iv.updatedAt],
  scope: scopeOf('control'),
  owner,
  hooks: interventionHooks('control'),
});

export const maintenanceInterventions = defineServerResource({
  def: resources['maintenance-interventions'],
  table: iv, alias: 'iv', joins: interventionJoins,
  fields: { ...common, participant: iv.participant, tasks: { hook: true, select: taskIdsSelect } },
  labels,
  exportExpr: () => ({ tasks: taskIdsExport }),
  hookColumns: [iv.kind, iv.companyId],
  internal: [iv.updatedAt],
  scope: scopeOf('maintenance'),
  owner,
  hooks: withTasks(interventionHooks('maintenance')),
});
