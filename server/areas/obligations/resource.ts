// /api/v1/obligations/: the documents regulation requires on file, one row per element and
// required document. Scoped like controls (sites × regulations × buildings) on the row itself;
// `linked` once a document is attached (obligation_documents), `reference` from the catalogue.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { buildingScope } from '../../auth/scope';
import { defineServerResource } from '../../crud/define';
import { intArr, iso } from '../../crud/sql';
import { afterObligationBulkUpdate, beforeObligationWrite } from './hooks';
import { obligationDocuments, obligations as o } from './table';

export const obligations = defineServerResource({
  def: resources.obligations,
  table: o,
  alias: 'o',
  joins: sql`JOIN elements el ON el.id = o.element_id JOIN factories f ON f.id = o.factory_id
    JOIN buildings b ON b.id = o.building_id JOIN regulations r ON r.id = o.regulation_id
    LEFT JOIN obligation_types ot ON ot.id = o.type_id`,
  // Every column, filter and scope is on `o`; the joins are NOT NULL foreign keys or LEFT.
  countWithoutJoins: true,
  fields: {
    id: o.id, document_name: o.documentName, element: o.elementId, factory: o.factoryId, building: o.buildingId,
    regulation: o.regulationId, status: o.status,
    element_type: { computed: sql`(SELECT x.element_type_id FROM elements x WHERE x.id = o.element_id)`, cast: 'int8' },
    linked: { computed: sql`EXISTS (SELECT 1 FROM obligation_documents od WHERE od.obligation_id = o.id)`, cast: 'bool' },
    documents: { m2m: { own: obligationDocuments.obligationId, other: obligationDocuments.documentId } },
    reference: { computed: sql`(SELECT t.reference FROM obligation_types t WHERE t.id = o.type_id)` },
    created_at: o.createdAt,
  },
  filters: {
    element_type: (v) => sql`o.element_id IN (SELECT x.id FROM elements x WHERE x.element_type_id = ANY(${intArr(v as number[])}))`,
  },
  labels: {
    element: sql`el.designation`, factory: sql`f.name`, building: sql`b.name`, regulation: sql`r.name`,
    element_type: sql`(SELECT t.name FROM element_types t WHERE t.id = el.element_type_id)`,
  },
  extra: { company: sql`o.company_id`, type: sql`o.type_id`, reference_url: sql`ot.reference_url`, updated_at: iso(sql`o.updated_at`) },
  // Copied from the element by the hooks on create.
  hookColumns: [o.companyId, o.factoryId, o.buildingId, o.regulationId, o.updatedAt],
  internal: [o.typeId],
  scope: (ctx, allowed) => sql`(o.factory_id = ANY(${intArr(allowed.factories)}) AND o.regulation_id = ANY(${intArr(ctx.regulations)})
    AND ${buildingScope(ctx, sql`o.factory_id`, sql`o.building_id`)})`,
  owner: { company: sql`o.company_id`, factory: sql`o.factory_id`, building: sql`o.building_id`, regulation: sql`o.regulation_id` },
  hooks: { beforeWrite: beforeObligationWrite, afterBulkUpdate: afterObligationBulkUpdate },
});
