// /api/v1/tasks/: observations. Scope like controls (sites × regulations × buildings) on the
// tasks row itself, so first pages walk the (factory_id, deadline, id) / (deadline, id) indexes
// without a join. `deadline` is nullable: the keyset cursor orders it NULLS LAST (crud/sql.ts).
// `late` compares with today in Europe/Paris (the business day), not the server's time zone.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { buildingScope } from '../../auth/scope';
import { defineServerResource } from '../../crud/define';
import { intArr, iso } from '../../crud/sql';
import { taskHooks } from './hooks';
import { tasks as t } from './table';

export const OPEN_TASK = sql`t.status IN ('not_started', 'doing')`;
export const PARIS_TODAY = sql`(now() AT TIME ZONE 'Europe/Paris')::date`;

export const tasks = defineServerResource({
  def: resources.tasks,
  table: t,
  alias: 't',
  joins: sql`JOIN elements el ON el.id = t.element_id JOIN factories f ON f.id = t.factory_id
    JOIN buildings b ON b.id = t.building_id JOIN regulations r ON r.id = t.regulation_id
    LEFT JOIN users mu ON mu.id = t.manager_id LEFT JOIN interventions i ON i.id = t.intervention_id
    LEFT JOIN controls k ON k.id = t.control_id`,
  countWithoutJoins: true,
  fields: {
    id: t.id, description: t.description, element: t.elementId, factory: t.factoryId, building: t.buildingId,
    regulation: t.regulationId,
    element_type: { computed: sql`(SELECT x.element_type_id FROM elements x WHERE x.id = t.element_id)`, cast: 'int8' },
    deadline: t.deadline, manager: t.managerId, status: t.status, verified_points: t.verifiedPoints, origin: t.origin,
    control: t.controlId, intervention: t.interventionId,
    late: { computed: sql`(t.deadline < ${PARIS_TODAY} AND ${OPEN_TASK})`, cast: 'bool' },
    open: { computed: sql`(${OPEN_TASK})`, cast: 'bool' },
    deadline_lte: { filter: (v) => sql`t.deadline <= ${String(v[0])}::date` },
    created_at: t.createdAt,
  },
  filters: {
    element_type: (v) => sql`t.element_id IN (SELECT x.id FROM elements x WHERE x.element_type_id = ANY(${intArr(v as number[])}))`,
  },
  labels: {
    element: sql`el.designation`, factory: sql`f.name`, building: sql`b.name`, regulation: sql`r.name`,
    manager: sql`trim(mu.first_name || ' ' || mu.last_name)`, intervention: sql`i.name`, control: sql`k.designation`,
    element_type: sql`(SELECT et.name FROM element_types et WHERE et.id = el.element_type_id)`,
  },
  extra: { company: sql`t.company_id`, updated_at: iso(sql`t.updated_at`), closed_at: iso(sql`t.closed_at`), closed_by: sql`t.closed_by_id`,
    closed_by_intervention: sql`t.closed_by_intervention_id` },
  acceptsNull: ['verified_points'],
  hookColumns: [t.companyId, t.factoryId, t.buildingId, t.regulationId, t.origin, t.updatedAt, t.closedAt, t.closedById,
    t.closedByInterventionId, t.statusBeforeClose],
  internal: [t.expressReportId],
  scope: (ctx, allowed) => sql`(t.factory_id = ANY(${intArr(allowed.factories)}) AND t.regulation_id = ANY(${intArr(ctx.regulations)})
    AND ${buildingScope(ctx, sql`t.factory_id`, sql`t.building_id`)})`,
  owner: { company: sql`t.company_id`, factory: sql`t.factory_id`, building: sql`t.building_id`, regulation: sql`t.regulation_id` },
  hooks: taskHooks,
});
