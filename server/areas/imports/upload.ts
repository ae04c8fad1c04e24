// POST /imports/ as multipart: `file` (XLSX or CSV) with `object_type`, `action_type` and an
// optional `factory`. The first bytes are sniffed (no spreadsheet: 400 at once; CSV may be
// Latin-1, which the generic text sniffing refuses, hence this receiver), the file is streamed to
// the blob store, the import row is created (number: the company's next) and the analysis job
// queued in the same transaction. It answers at once with `status: being_analysed`.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IMPORT_ACTIONS, IMPORT_OBJECTS } from '../../../resources/imports';
import { refusalOf, subjectOf } from '../../auth/access-rules';
import type { RequestContext } from '../../auth/context';
import { fetchOne } from '../../crud/rows';
import { missingReferences } from '../../crud/references';
import { rows } from '../../crud/sql';
import type { ServerResource } from '../../crud/types';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { ApiError, fieldError, ValidationError, type FieldErrors } from '../../http/errors';
import { keySafeName, sanitizeFileName } from '../../storage/names';
import { readSample } from '../../storage/sample';
import { FILE_FIELD, UploadError } from '../../storage/upload-error';
import { classifyUploadFailure } from '../../storage/upload-failure';
import { resourceFor, type ActionType, type ObjectType } from './columns';
import { ANALYSE_JOB } from './jobs';
import { sniffSpreadsheet } from './read';

const SAMPLE = 64 * 1024;

interface Received { key: string; name: string; size: number; kind: 'xlsx' | 'csv' }

async function storePart(deps: AppDeps, part: MultipartFile): Promise<Received> {
  const { file } = part;
  let limit = false;
  file.on('limit', () => { limit = true; });
  const sample = await readSample(file, SAMPLE).catch(() => null);
  if (!sample || file.truncated) {
    file.resume();
    throw sample ? new UploadError('invalid_size') : new UploadError('failed_upload');
  }
  const kind = sniffSpreadsheet(sample.bytes);
  if (!kind) {
    file.resume();
    throw fieldError(FILE_FIELD, 'api.imports.errors.not_spreadsheet');
  }
  const name = sanitizeFileName(part.filename);
  const key = `imports/${new Date().toISOString().slice(0, 7)}/${randomUUID()}-${keySafeName(name)}`;
  const body = new PassThrough();
  body.write(sample.bytes);
  if (sample.ended) body.end();
  else file.pipe(body);
  try {
    const contentType = kind === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv';
    const info = await deps.store.put(key, body, { contentType });
    if (limit || file.truncated) throw new UploadError('invalid_size');
    return { key, name, size: info.size, kind };
  } catch (err) {
    await deps.store.delete(key).catch(() => {});
    throw err instanceof ApiError ? err : new UploadError('other', { cause: err });
  }
}

/** The form's fields, checked: choices, a site in scope, the rights of the object's area. */
async function formOf(deps: AppDeps, ctx: RequestContext, fields: Record<string, string>) {
  const errors: FieldErrors = {};
  const objectType = fields.object_type as ObjectType;
  const actionType = fields.action_type as ActionType;
  if (!(IMPORT_OBJECTS as readonly string[]).includes(objectType)) errors.object_type = [{ key: fields.object_type ? 'api.validation.invalid_choice' : 'api.validation.required' }];
  if (!(IMPORT_ACTIONS as readonly string[]).includes(actionType)) errors.action_type = [{ key: fields.action_type ? 'api.validation.invalid_choice' : 'api.validation.required' }];
  else if (actionType === 'link' && objectType !== 'elements') errors.action_type = [{ key: 'api.imports.errors.link_elements_only' }];
  let factory: number | null = null;
  if (fields.factory) {
    factory = /^\d{1,9}$/.test(fields.factory) ? Number(fields.factory) : 0;
    if (!factory || (await missingReferences(deps.db, 'factories', ctx, [factory])).length) {
      errors.factory = [{ key: 'api.validation.does_not_exist', params: { id: fields.factory.slice(0, 20) } }];
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  // Importing writes the objects: the rights of their area too (create, or edit to update and link).
  const refusal = refusalOf(rights(resourceFor(objectType).def.area, actionType === 'create' ? 'create' : 'edit'), subjectOf(ctx));
  if (refusal) throw refusal;
  return { objectType, actionType, factory };
}

async function companyOf(deps: AppDeps, ctx: RequestContext, factory: number | null): Promise<number> {
  if (factory) return (await rows<{ company_id: number }>(deps.db, sql`SELECT company_id FROM factories WHERE id = ${factory}`))[0].company_id;
  const company = ctx.selectedCompany ?? (ctx.companies.length === 1 ? ctx.companies[0] : null);
  if (!company) throw fieldError('factory', 'api.imports.errors.company_needed');
  return company;
}

export async function uploadImport(res: ServerResource, deps: AppDeps, req: FastifyRequest, ctx: RequestContext) {
  const fields: Record<string, string> = {};
  let stored: Received | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw fieldError(part.fieldname.slice(0, 100), 'invalid');
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== FILE_FIELD || stored) part.file.resume();
      else stored = await storePart(deps, part);
    }
  } catch (err) {
    if (stored) await deps.store.delete(stored.key).catch(() => {});
    throw err instanceof ApiError ? err : classifyUploadFailure(err);
  }
  if (!stored) throw fieldError(FILE_FIELD, 'required');
  const file = stored;
  let fileKept = false;
  try {
    const form = await formOf(deps, ctx, fields);
    const company = await companyOf(deps, ctx, form.factory);
    const id = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('imports'), ${company})`); // numbers 1, 2, 3… without gaps or twins
      const [row] = await rows<{ id: number }>(tx, sql`INSERT INTO imports (company_id, number, action_type, object_type, author_id,
          factory_id, file_name, blob_key, size, language)
        SELECT ${company}, coalesce(max(number), 0) + 1, ${form.actionType}, ${form.objectType}, ${ctx.user.id}, ${form.factory},
          ${file.name.slice(0, 255)}, ${file.key}, ${file.size}, ${ctx.locale} FROM imports WHERE company_id = ${company} RETURNING id`);
      return row.id;
    });
    fileKept = true;
    // After the commit (the job reads the row); a queue failure leaves a failed import, not a 5xx.
    await deps.jobs.enqueue(ANALYSE_JOB, { id }, { userId: ctx.user.id, companyId: company }, { expireInSeconds: 2 * 3600 })
      .catch(async (err: unknown) => {
        req.log.error({ err }, 'could not queue the import analysis');
        await deps.db.execute(sql`UPDATE imports SET status = 'failed', failure = 'api.imports.errors.internal' WHERE id = ${id}`);
      });
    return fetchOne(deps.db, res, ctx, id, { scoped: false });
  } catch (err) {
    if (!fileKept) await deps.store.delete(file.key).catch(() => {});
    throw err;
  }
}
