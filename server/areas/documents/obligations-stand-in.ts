// STAND-IN (dropped at merge: the obligations area serves the real resource). The documents'
// `obligations` field needs a registered target: a plain server resource over the real table,
// scoped like controls by site and regulation.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { buildingScope } from '../../auth/scope';
import { fromElement } from './stand-in-demo';
import { obligationDocuments, obligations as ob } from '../obligations/table';

export const obligationsStandIn = defineServerResource({
  def: resources.obligations,
  table: ob,
  alias: 'ob',
  fields: {
    id: ob.id, document_name: ob.documentName, element: ob.elementId, factory: ob.factoryId, building: ob.buildingId,
    regulation: ob.regulationId, status: ob.status,
    element_type: { computed: sql`(SELECT x.element_type_id FROM elements x WHERE x.id = ob.element_id)`, cast: 'int8' },
    linked: { computed: sql`EXISTS (SELECT 1 FROM obligation_documents od WHERE od.obligation_id = ob.id)`, cast: 'bool' },
    documents: { m2m: { own: obligationDocuments.obligationId, other: obligationDocuments.documentId } },
    reference: { computed: sql`NULL::text`, cast: 'text' },
    created_at: ob.createdAt,
  },
  hookColumns: [ob.companyId, ob.factoryId, ob.buildingId, ob.regulationId, ob.typeId, ob.updatedAt],
  scope: (ctx, allowed) => sql`(ob.factory_id = ANY(${intArr(allowed.factories)}) AND ob.regulation_id = ANY(${intArr(ctx.regulations)})
    AND ${buildingScope(ctx, sql`ob.factory_id`, sql`ob.building_id`)})`,
  hooks: { beforeWrite: fromElement },
  owner: { company: sql`ob.company_id`, factory: sql`ob.factory_id`, building: sql`ob.building_id`, regulation: sql`ob.regulation_id` },
});
