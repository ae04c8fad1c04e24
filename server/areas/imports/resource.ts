// /api/v1/imports/: a company's spreadsheet imports (area import). Scope: the caller's companies
// (support: every company, or the selected one). The file is in the blob store (blob_key); the
// multipart create is upload.ts; analysis and apply are jobs (jobs.ts); the file with its errors
// and the error list are routes.ts. `failure` is a message key, translated on read (routes.ts).
import { orphanHook } from '../../storage/orphans';
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import type { ServerResource } from '../../crud/types';
import { intArr, iso } from '../../crud/sql';
import { fieldError, nonFieldError } from '../../http/errors';
import { rows } from '../../crud/sql';
import { imports as i } from './table';
import { uploadImport } from './upload';

const base = defineServerResource({
  def: resources.imports,
  table: i,
  alias: 'im',
  joins: sql`LEFT JOIN users au ON au.id = im.author_id LEFT JOIN factories f ON f.id = im.factory_id JOIN companies co ON co.id = im.company_id`,
  countWithoutJoins: true,
  fields: {
    id: i.id, number: i.number, object_type: i.objectType, action_type: i.actionType, company: i.companyId,
    author: i.authorId, created_at: i.createdAt, factory: i.factoryId, file: i.fileName, row_count: i.rowCount,
    creation_count: i.creationCount, modification_count: i.modificationCount, link_count: i.linkCount, error_count: i.errorCount,
    status: i.status, applied_rows: i.appliedRows, skip_errors: i.skipErrors,
  },
  labels: { author: sql`trim(coalesce(au.first_name, '') || ' ' || coalesce(au.last_name, ''))`, factory: sql`f.name`, company: sql`co.name` },
  extra: { summary: sql`im.summary`, processed_rows: sql`im.checkpoint`, failure: sql`im.failure`, applied_at: iso(sql`im.applied_at`), updated_at: iso(sql`im.updated_at`), size: sql`im.size` },
  hookColumns: [i.updatedAt],
  internal: [i.blobKey, i.size, i.language, i.summary, i.checkpoint, i.failure, i.appliedAt],
  // An import of a site is seen by the users of that site; one of the whole company by its users.
  scope: (_ctx, allowed) => sql`(im.company_id = ANY(${intArr(allowed.companies)})
    AND (im.factory_id IS NULL OR im.factory_id = ANY(${intArr(allowed.factories)})))`,
  owner: { company: sql`im.company_id`, factory: sql`im.factory_id` },
  serialize: (r) => ({ ...r, size: r.size == null ? null : Number(r.size) }),
  hooks: {
    // A create is the multipart upload (upload.ts): a JSON body has no file.
    beforeWrite: async (_tx, _ctx, body, row) => {
      if (!row) throw fieldError('file', 'required');
      return body;
    },
    // An import being applied is not deleted under its job (the rows it wrote stay either way).
    beforeDelete: async (tx, _ctx, where) => {
      const busy = await rows(tx, sql`SELECT 1 FROM imports im WHERE ${where} AND im.status = 'applying' LIMIT 1`);
      if (busy.length) throw nonFieldError('api.imports.errors.busy');
    },
    // Its file goes once the delete is committed (storage/orphans.ts).
    afterDelete: orphanHook(i),
  },
});

export const imports: ServerResource = {
  ...base,
  createUpload: (deps, req, ctx) => uploadImport(imports, deps, req, ctx),
};
