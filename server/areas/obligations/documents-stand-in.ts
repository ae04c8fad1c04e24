// STAND-IN (dropped at merge: the documents area serves the real resource). The obligations'
// `documents` field needs a registered target: a plain server resource over the real table,
// scoped by company, that the console searches by name. Plain engine writes (the access matrix
// creates one); the real area's rules (uploads, sites of the company) are not here.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import {
  documentBuildings, documentControls, documentElements, documentFactories, documents as dc, documentTags, documentTasks,
} from '../documents/table';
import { obligationDocuments } from './table';

export const documentsStandIn = defineServerResource({
  def: resources.documents,
  table: dc,
  alias: 'dc',
  fields: {
    id: dc.id, name: dc.name, status: dc.status, company: dc.companyId, regulation: dc.regulationId,
    factories: { m2m: { own: documentFactories.documentId, other: documentFactories.factoryId } },
    buildings: { m2m: { own: documentBuildings.documentId, other: documentBuildings.buildingId } },
    tags: { m2m: { own: documentTags.documentId, other: documentTags.tagId } },
    elements: { m2m: { own: documentElements.documentId, other: documentElements.elementId } },
    controls: { m2m: { own: documentControls.documentId, other: documentControls.controlId } },
    obligations: { m2m: { own: obligationDocuments.documentId, other: obligationDocuments.obligationId } },
    tasks: { m2m: { own: documentTasks.documentId, other: documentTasks.taskId } },
    content_type: dc.contentType, size: dc.size,
    extension: { computed: sql`lower(substring(dc.name from '\\.([^.]+)$'))`, cast: 'text', nullable: true },
    author: dc.authorId, created_at: dc.createdAt,
  },
  internal: [dc.blobKey, dc.textContent, dc.textExtractedAt, dc.updatedAt],
  scope: (_ctx, allowed) => sql`dc.company_id = ANY(${intArr(allowed.companies)})`,
  owner: { company: sql`dc.company_id` },
});
