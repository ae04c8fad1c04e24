// Elements. Scope: the caller's sites AND regulations, both on the main table (the keyset
// indexes start with factory_id). Conformity is the stored elements.non_compliant (conformity.ts).
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { buildingScope } from '../../auth/scope';
import { defineServerResource } from '../../crud/define';
import { intArr, iso } from '../../crud/sql';
import { elements as e } from './table';
import { conformityFilter, conformitySql, expiredSql } from './conformity';
import { afterElementBulkUpdate, afterElementCreate, afterElementUpdate } from './control-hooks';
import { beforeElementBulkUpdate, beforeElementWrite } from './hooks';
import { elementDependents } from './delete';
import { lockOf } from '../../jobs/locks';
import { landmarkHeaders } from '../company/landmarks';

export const elements = defineServerResource({
  def: resources.elements,
  table: e,
  alias: 'e',
  joins: sql`JOIN factories f ON f.id = e.factory_id JOIN buildings b ON b.id = e.building_id
    JOIN regulations r ON r.id = e.regulation_id JOIN element_types t ON t.id = e.element_type_id
    LEFT JOIN element_groups g ON g.id = e.group_id`,
  // Columns, filters and scope are all on `e`; the joins are NOT NULL foreign keys or LEFT.
  countWithoutJoins: true,
  fields: {
    id: e.id, designation: e.designation, identification_number: e.identificationNumber,
    // Sorted by their labels, stored on the row (migration 0043): filtered on the ids.
    factory: { column: e.factoryId, sortBy: { expr: sql`e.site_sort`, cast: 'text' } },
    building: { column: e.buildingId, sortBy: { expr: sql`e.building_sort`, cast: 'text' } },
    regulation: { column: e.regulationId, sortBy: { expr: sql`e.regulation_sort`, cast: 'text' } },
    element_type: { column: e.elementTypeId, sortBy: { expr: sql`e.type_sort`, cast: 'text' } },
    group: e.groupId,
    // Sorted compliant first (false < true), on the stored boolean an index holds.
    conformity: { computed: conformitySql('e'), cast: 'text', sortBy: { expr: sql`e.non_compliant`, cast: 'bool' } },
    to_discard: { computed: expiredSql('e'), cast: 'bool' },
    expiry_date: e.expiryDate, repere_1: e.repere1, repere_2: e.repere2, qr_code: e.qrCode,
    // Locked by hand (a data update: protectedRows), or while a job changes it (jobs/locks.ts).
    locked: { computed: sql`(e.locked OR ${lockOf('elements', sql`e.id`)} IS NOT NULL)`, cast: 'bool' },
    created_at: e.createdAt,
    // Create-only: the date the first controls count from (control-hooks.ts).
    last_control_date: { hook: true },
    next_date_lte: { filter: (v) => sql`e.expiry_date <= ${String(v[0])}::date` },
    // Merged and checked by the hooks (custom-values.ts) before it is written.
    custom_values: e.customValues,
    linked_to: { filter: (v) => sql`e.id IN (SELECT l.linked_id FROM element_links l WHERE l.element_id = ${Number(v[0])}
      UNION SELECT l.element_id FROM element_links l WHERE l.linked_id = ${Number(v[0])})` },
    // Only an import of elements names element ids in import_rows (its rows are of its object type).
    import: { filter: (v) => sql`e.id IN (SELECT ir.row_id FROM import_rows ir JOIN imports im ON im.id = ir.import_id
      WHERE ir.import_id = ${Number(v[0])} AND im.object_type = 'elements')` },
  },
  labels: { factory: sql`f.name`, building: sql`b.name`, regulation: sql`r.name`, element_type: sql`t.name`, group: sql`g.name` },
  extra: { company: sql`e.company_id`, updated_at: iso(sql`e.updated_at`) },
  // The hooks turn null into '' (texts) or {} (no custom value).
  acceptsNull: ['identification_number', 'repere_1', 'repere_2', 'custom_values'],
  // Set by the hooks only (never accepted from a body: the write schema refuses unknown fields).
  hookColumns: [e.companyId, e.updatedAt],
  // The state set by people, and the stored result of the rule the API shows as `conformity`.
  internal: [e.conformity, e.nonCompliant, e.locked, e.siteSort, e.buildingSort, e.regulationSort, e.typeSort],
  // The non_compliant tab on the boolean itself: the partial indexes elements_non_compliant_*.
  filters: { conformity: conformityFilter },
  scope: (ctx, allowed) => sql`(e.factory_id = ANY(${intArr(allowed.factories)}) AND e.regulation_id = ANY(${intArr(ctx.regulations)})
    AND ${buildingScope(ctx, sql`e.factory_id`, sql`e.building_id`)})`,
  owner: { company: sql`e.company_id`, factory: sql`e.factory_id`, building: sql`e.building_id`, regulation: sql`e.regulation_id` },
  protectedRows: { where: sql`e.locked`, message: 'api.elements.errors.locked' },
  // Export headers name the landmarks as the company does (spec §1).
  fieldLabels: landmarkHeaders,
  // The controls' hooks refresh the stored conformity of the rows they touch (last).
  hooks: {
    beforeWrite: beforeElementWrite, beforeBulkUpdate: beforeElementBulkUpdate,
    afterCreate: (tx, id, body) => afterElementCreate(tx, id, body),
    afterUpdate: (tx, id, changes) => afterElementUpdate(tx, id, changes),
    afterBulkUpdate: afterElementBulkUpdate, deleteDependents: elementDependents,
  },
});
