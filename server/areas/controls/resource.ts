// /api/v1/controls/: one row per occurrence of a periodic control. Scope like elements (sites ×
// regulations × buildings) on the controls row itself, so counts and first pages walk the
// (factory_id, next_date, id) / (next_date, id) indexes without a join.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { buildingScope } from '../../auth/scope';
import { defineServerResource } from '../../crud/define';
import { parisTodaySql } from '../elements/conformity';
import { intArr, iso } from '../../crud/sql';
import {
  afterControlBulkUpdate, afterControlCreate, afterControlDelete, afterControlUpdate, beforeControlBulkUpdate, beforeControlWrite,
} from './hooks';
import { controls as k } from './table';
import { openControlSql } from './open';

const OPEN = openControlSql('k.status');

export const controls = defineServerResource({
  def: resources.controls,
  table: k,
  alias: 'k',
  joins: sql`JOIN elements el ON el.id = k.element_id JOIN factories f ON f.id = k.factory_id
    JOIN buildings b ON b.id = k.building_id JOIN regulations r ON r.id = k.regulation_id
    LEFT JOIN control_types ct ON ct.id = k.type_id LEFT JOIN interventions i ON i.id = k.intervention_id`,
  // Every column, filter and scope is on `k`; the joins are NOT NULL foreign keys or LEFT.
  countWithoutJoins: true,
  fields: {
    id: k.id, designation: k.designation, element: k.elementId, type: k.typeId,
    factory: k.factoryId, building: k.buildingId, regulation: k.regulationId,
    element_type: { computed: sql`(SELECT x.element_type_id FROM elements x WHERE x.id = k.element_id)`, cast: 'int8' },
    frequency_months: k.frequencyMonths, next_date: k.nextDate, completed_date: k.completedDate,
    estimated_end_date: k.estimatedEndDate, out_of_group_date: k.outOfGroupDate, start_date: k.startDate,
    status: k.status, controller_requirement: k.controllerRequirement, leads_to_non_compliance: k.leadsToNonCompliance,
    result: k.result, result_remark: k.resultRemark,
    intervention: k.interventionId,
    // The business day (Europe/Paris), as an element's conformity reads it; not the database's day.
    late: { computed: sql`(k.next_date < ${parisTodaySql} AND ${OPEN})`, cast: 'bool' },
    open: { filter: (v) => (v[0] === true ? OPEN : sql`NOT ${OPEN}`) },
    next_date_lte: { filter: (v) => sql`k.next_date <= ${String(v[0])}::date` },
    next_date_gte: { filter: (v) => sql`k.next_date >= ${String(v[0])}::date` },
    // Clamped to 100 years: a huge N must not overflow the date arithmetic (a 500).
    due_within_days: { filter: (v) => sql`(k.next_date BETWEEN ${parisTodaySql} AND ${parisTodaySql} + ${Math.min(Math.max(Number(v[0]) || 0, 0), 36_500)}::int
      AND ${OPEN})` },
    created_at: k.createdAt,
  },
  filters: {
    element_type: (v) => sql`k.element_id IN (SELECT x.id FROM elements x WHERE x.element_type_id = ANY(${intArr(v as number[])}))`,
  },
  labels: {
    element: sql`el.designation`, factory: sql`f.name`, building: sql`b.name`, regulation: sql`r.name`,
    type: sql`ct.name`, intervention: sql`i.name`,
    element_type: sql`(SELECT t.name FROM element_types t WHERE t.id = el.element_type_id)`,
  },
  extra: { company: sql`k.company_id`, updated_at: iso(sql`k.updated_at`) },
  acceptsNull: ['controller_requirement', 'result', 'result_remark'],
  hookColumns: [k.companyId, k.factoryId, k.buildingId, k.regulationId, k.leadsToNonCompliance, k.updatedAt],
  scope: (ctx, allowed) => sql`(k.factory_id = ANY(${intArr(allowed.factories)}) AND k.regulation_id = ANY(${intArr(ctx.regulations)})
    AND ${buildingScope(ctx, sql`k.factory_id`, sql`k.building_id`)})`,
  owner: { company: sql`k.company_id`, factory: sql`k.factory_id`, building: sql`k.building_id`, regulation: sql`k.regulation_id` },
  hooks: {
    beforeWrite: beforeControlWrite,
    afterCreate: (tx, id, body) => afterControlCreate(tx, id, body),
    afterUpdate: (tx, id, body, ctx) => afterControlUpdate(tx, id, body, ctx),
    beforeBulkUpdate: beforeControlBulkUpdate,
    afterBulkUpdate: afterControlBulkUpdate,
    afterDelete: afterControlDelete,
  },
});
