// /api/v1/documents/: a company's files. Scope: scope.ts (its sites or its linked objects' sites;
// neither: callers holding every site). The bytes are in the blob store (blob_key); the
// multipart create is upload.ts, the download routes.ts. `search` matches the name (trigram) OR
// the words of the text (documents_text_fts_idx: the same expression, so the index is used).
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { searchWords } from '../../crud/search';
import { iso, searchCondition } from '../../crud/sql';
import { replaceDocumentFile } from './replace-file';
import { uploadDocuments } from './upload';
import type { ServerResource } from '../../crud/types';
import {
  documentBuildings, documentControls, documentElements, documentFactories, documentInterventions, documentTags, documentTasks,
  documents as d,
} from './table';
import { obligationDocuments } from '../obligations/table';
import { documentScope } from './scope';
import { afterDocumentCreate, afterDocumentsDeleted, afterDocumentUpdate, beforeDocumentWrite } from './hooks';

/** The extension of a name ("Rapport.PDF" → "pdf"; none → ''). */
export const EXTENSION = sql`lower(coalesce(substring(d.name from '\\.([A-Za-z0-9]{1,10})$'), ''))`;

/** The expression of documents_text_fts_idx, verbatim (else the planner cannot use the index). */
export const TEXT_VECTOR = sql`to_tsvector('simple', f_unaccent(coalesce(d.text_content, '')))`;

/** Documents of an element: linked to it, or to one of its obligations, controls or observations. */
const forElement = (id: number) => sql`d.id IN (SELECT de.document_id FROM document_elements de WHERE de.element_id = ${id}
  UNION SELECT od.document_id FROM obligation_documents od JOIN obligations ob ON ob.id = od.obligation_id WHERE ob.element_id = ${id}
  UNION SELECT dc.document_id FROM document_controls dc JOIN controls co ON co.id = dc.control_id WHERE co.element_id = ${id}
  UNION SELECT dt.document_id FROM document_tasks dt JOIN tasks ta ON ta.id = dt.task_id WHERE ta.element_id = ${id})`;

const base = defineServerResource({
  def: resources.documents,
  table: d,
  alias: 'd',
  joins: sql`LEFT JOIN regulations r ON r.id = d.regulation_id LEFT JOIN users au ON au.id = d.author_id`,
  countWithoutJoins: true,
  fields: {
    id: d.id, name: d.name, status: d.status, company: d.companyId, regulation: d.regulationId,
    factories: { m2m: { own: documentFactories.documentId, other: documentFactories.factoryId } },
    buildings: { m2m: { own: documentBuildings.documentId, other: documentBuildings.buildingId } },
    tags: { m2m: { own: documentTags.documentId, other: documentTags.tagId } },
    elements: { m2m: { own: documentElements.documentId, other: documentElements.elementId } },
    controls: { m2m: { own: documentControls.documentId, other: documentControls.controlId } },
    obligations: { m2m: { own: obligationDocuments.documentId, other: obligationDocuments.obligationId } },
    tasks: { m2m: { own: documentTasks.documentId, other: documentTasks.taskId } },
    // One link table for both kinds: each field reads and writes the links its kind's scope sees.
    control_interventions: { m2m: { own: documentInterventions.documentId, other: documentInterventions.interventionId } },
    maintenance_interventions: { m2m: { own: documentInterventions.documentId, other: documentInterventions.interventionId } },
    for_element: { filter: (v) => forElement(Number(v[0])) },
    content_type: d.contentType, size: d.size,
    extension: { computed: EXTENSION, cast: 'text' },
    author: d.authorId,
    created_at: d.createdAt,
  },
  labels: { regulation: sql`r.name`, author: sql`coalesce(nullif(trim(concat_ws(' ', au.first_name, au.last_name)), ''), au.email)` },
  extra: { updated_at: iso(sql`d.updated_at`), has_file: sql`(d.blob_key IS NOT NULL)`, text_extracted: sql`(d.text_extracted_at IS NOT NULL)` },
  hookColumns: [d.authorId, d.updatedAt],
  internal: [d.blobKey, d.textContent, d.textExtractedAt],
  // Its sites, or its linked objects' sites and buildings; filed nowhere, every site (scope.ts).
  scope: documentScope,
  // Sites are many: one of them stands for the row (the activity log and the access matrix keep one
  // site per row); no site, the whole company.
  owner: { company: sql`d.company_id`, factory: sql`(SELECT min(s.factory_id) FROM document_factories s WHERE s.document_id = d.id)` },
  // bigint arrives as text from pg; a file size fits a JSON number.
  serialize: (r) => ({ ...r, size: r.size == null ? null : Number(r.size) }),
  hooks: {
    beforeWrite: beforeDocumentWrite, afterCreate: afterDocumentCreate, afterUpdate: afterDocumentUpdate, afterDelete: afterDocumentsDeleted,
  },
});

/** Name (every word, trigram) OR text (every word, full text): a report is found by a word inside. */
function documentSearch(text: string) {
  const byName = searchCondition([sql`d.name`], text);
  const words = searchWords(text).map((w) => w.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()).filter(Boolean);
  if (!byName || !words.length) return byName;
  const query = sql`plainto_tsquery('simple', f_unaccent(${words.join(' ')}))`;
  return sql`(${byName} OR ${TEXT_VECTOR} @@ ${query})`;
}

export const documents: ServerResource = {
  ...base,
  search: documentSearch,
  createUpload: (deps, req, ctx) => uploadDocuments(documents, deps, req, ctx),
  updateUpload: (deps, req, ctx, id) => replaceDocumentFile(documents, deps, req, ctx, id),
};
