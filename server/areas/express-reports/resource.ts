// /api/v1/express-reports/: inspection reports (PDF) analysed offline, checked, validated (issue
// 13). Scope: the caller's companies, and no site or one of the caller's sites (support: all).
// The detail carries `result` (the extracted JSON); the multipart create is upload.ts, the
// status moves and validation hooks.ts / validate.ts, the other routes routes.ts.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import type { ServerResource } from '../../crud/types';
import { expressReports as x } from './table';
import { expressReportHooks } from './hooks';
import { uploadExpressReport } from './upload';

const base = defineServerResource({
  def: resources['express-reports'],
  table: x,
  alias: 'x',
  joins: sql`LEFT JOIN factories f ON f.id = x.factory_id LEFT JOIN regulations r ON r.id = x.regulation_id
    LEFT JOIN users au ON au.id = x.author_id LEFT JOIN users cu ON cu.id = x.checked_by_id JOIN companies c ON c.id = x.company_id`,
  fields: {
    id: x.id, status: x.status, file: x.fileName, company: x.companyId, factory: x.factoryId, regulation: x.regulationId,
    author: x.authorId, deposit_date: x.depositDate, analysis_date: x.analysisDate, validation_date: x.validationDate,
    checked_by: x.checkedById, pages: x.pages,
    // real has no cursor cast of its own: read as float8 (a JSON number), sorted as numeric.
    duration: { computed: sql`x.duration::float8`, cast: 'numeric', nullable: true }, validation_pending: x.validationPending,
    organisation: x.organisation, inspection_date: x.inspectionDate,
    inspection_date_gte: { filter: (v) => sql`x.inspection_date >= ${String(v[0])}::date` },
    inspection_date_lte: { filter: (v) => sql`x.inspection_date <= ${String(v[0])}::date` },
    deposit_date_gte: { filter: (v) => sql`x.deposit_date >= (${String(v[0])}::date::timestamp AT TIME ZONE 'Europe/Paris')` },
    deposit_date_lte: { filter: (v) => sql`x.deposit_date < ((${String(v[0])}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')` },
  },
  labels: {
    company: sql`c.name`, factory: sql`f.name`, regulation: sql`r.name`,
    author: sql`trim(au.first_name || ' ' || au.last_name)`, checked_by: sql`trim(cu.first_name || ' ' || cu.last_name)`,
  },
  extra: {
    result: sql`x.result`, analysis_error: sql`x.analysis_error`, document: sql`x.document_id`,
    validated_by: sql`x.validated_by_id`,
  },
  // The inspection body's name contains the text (case-insensitive), as people type it.
  filters: { organisation: (v) => sql`position(lower(${String(v[0])}) in lower(coalesce(x.organisation, ''))) > 0` },
  hookColumns: [x.companyId, x.authorId, x.checkedById, x.validatedById, x.updatedAt],
  internal: [x.duration, x.blobKey, x.size, x.result, x.analysisError, x.documentId, x.createdAt],
  scope: (_ctx, allowed) => sql`(x.company_id = ANY(${intArr(allowed.companies)})
    AND (x.factory_id IS NULL OR x.factory_id = ANY(${intArr(allowed.factories)})))`,
  owner: { company: sql`x.company_id`, factory: sql`x.factory_id`, regulation: sql`x.regulation_id` },
  hooks: expressReportHooks,
});

export const expressReports: ServerResource = {
  ...base,
  createUpload: (deps, req, ctx) => uploadExpressReport(expressReports, deps, req, ctx),
};
