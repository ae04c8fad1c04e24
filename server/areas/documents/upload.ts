// POST /documents/ as multipart: one or several `file` parts plus the form fields of the create
// (company, factories, tags, elements, ...). Each file is sniffed and streamed to the blob store
// (storage/upload.ts: failed_upload, invalid_type, invalid_size, other; an empty file is
// invalid_type); then one transaction creates one document per file. Any failure removes every
// blob this request stored: all the files or none.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../../auth/context';
import { insertRow } from '../../crud/write';
import { fetchOne } from '../../crud/rows';
import { bodySchema } from '../../crud/schemas';
import type { ServerResource } from '../../crud/types';
import type { AppDeps } from '../../http/deps';
import { ApiError, fieldError, ValidationError } from '../../http/errors';
import { storeFile, type ReceiveOptions } from '../../storage/upload';
import { FILE_FIELD, UploadError } from '../../storage/upload-error';
import { classifyUploadFailure } from '../../storage/upload-failure';
import { enqueueTextExtraction } from './text-job';
import { uploadBodies } from './hooks';
import { nameWithExtension } from './names';

/** Files of one request (the global multipart limit is one file; documents take several). */
export const MAX_FILES_PER_UPLOAD = 20;
/** Sniffed types a document may be: PDF, pictures, office documents, plain text. */
export const DOCUMENT_TYPES = ['pdf', 'png', 'jpg', 'docx', 'xlsx', 'odt', 'ods', 'csv', 'txt'] as const;

interface Stored { key: string; name: string; size: number; contentType: string; ext: string }

/** Multipart values are text: references become numbers, repeated or comma-separated lists. */
function formBody(res: ServerResource, fields: Record<string, string | string[]>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(fields)) {
    const field = res.def.fields.find((f) => f.name === name);
    const values = [raw].flat();
    const num = (v: string) => (/^\d{1,9}$/.test(v.trim()) ? Number(v) : v);
    if (field?.type === 'references') body[name] = values.flatMap((v) => v.split(',')).filter((v) => v.trim() !== '').map(num);
    else if (field?.type === 'reference') body[name] = values[0] === '' ? null : num(values[0]);
    else body[name] = values.length > 1 ? values : values[0];
  }
  return body;
}

/** The body schema's verdict as the API's per-field 400. */
function validated(res: ServerResource, body: Record<string, unknown>, mode: 'create' | 'patch' = 'create'): Record<string, unknown> {
  // A create's name comes from its file (uploadDocuments): the form's `name` is not validated here.
  const parsed = mode === 'create'
    ? bodySchema(res.def, 'create', res.notNull).safeParse({ ...body, name: 'file' })
    : bodySchema(res.def, 'patch', res.notNull).safeParse(body);
  if (parsed.success) {
    if (mode === 'patch') return parsed.data as Record<string, unknown>;
    const { name: _name, ...data } = parsed.data as Record<string, unknown>;
    return data;
  }
  const errors: Record<string, { key: string }[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    (errors[field] ??= []).push({ key: issue.code === 'unrecognized_keys' ? 'api.validation.unknown_field' : 'api.validation.invalid' });
  }
  throw new ValidationError(errors);
}

async function receiveFiles(req: FastifyRequest, opts: ReceiveOptions, maxFiles = MAX_FILES_PER_UPLOAD) {
  const fields: Record<string, string | string[]> = {};
  const stored: Stored[] = [];
  try {
    for await (const part of req.parts({ limits: { files: maxFiles } })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw fieldError(part.fieldname.slice(0, 100), 'invalid');
        const prev = fields[part.fieldname];
        fields[part.fieldname] = prev === undefined ? String(part.value) : [prev, String(part.value)].flat();
      } else if (part.fieldname !== FILE_FIELD) part.file.resume();
      else stored.push(await storeFile(part, opts));
    }
  } catch (err) {
    await Promise.all(stored.map((f) => opts.store.delete(f.key).catch(() => {})));
    const failure = err instanceof ApiError ? err : classifyUploadFailure(err);
    if (failure instanceof UploadError && !failure.byClient) req.log.error({ err: failure.cause ?? err }, 'upload failed');
    throw failure;
  }
  if (!stored.length) throw fieldError(FILE_FIELD, 'required');
  return { fields, stored };
}

const receiveOptions = (store: AppDeps['store']): ReceiveOptions => {
  const month = new Date().toISOString().slice(0, 7).replace('-', '/');
  return { store, accept: DOCUMENT_TYPES, key: (safe) => `documents/${month}/${randomUUID()}-${safe}` };
};

/** The form's files (at most `maxFiles`, at least one) stored, and its other fields as text. */
export const receiveDocumentFiles = (req: FastifyRequest, store: AppDeps['store'], maxFiles: number) =>
  receiveFiles(req, receiveOptions(store), maxFiles);

/** The form's fields as a validated create or partial update body (400 per field otherwise). */
export const validatedForm = (res: ServerResource, fields: Record<string, string | string[]>, mode: 'create' | 'patch') =>
  validated(res, formBody(res, fields), mode);

/** The documents created from the request's files (201 `{ results: [...] }`). */
export async function uploadDocuments(res: ServerResource, deps: AppDeps, req: FastifyRequest, ctx: RequestContext) {
  const { store, db } = deps;
  const { fields, stored } = await receiveFiles(req, receiveOptions(store));
  try {
    const body = validated(res, formBody(res, fields));
    const created = await db.transaction(async (tx) => {
      const out: Record<string, unknown>[] = [];
      // One file with a name typed in the form (the console's create form): that name, with the file's extension.
      const typed = stored.length === 1 && typeof fields.name === 'string' ? fields.name.trim().slice(0, 255) : '';
      for (const file of stored) {
        const given = { status: 'online', ...body, name: typed ? nameWithExtension(typed, file.ext) : file.name };
        uploadBodies.add(given);
        const row = await insertRow(tx, res, ctx, given);
        await tx.execute(sql`UPDATE documents SET blob_key = ${file.key}, content_type = ${file.contentType}, size = ${file.size}
          WHERE id = ${row.id as number}`);
        out.push((await fetchOne(tx, res, ctx, row.id as number, { scoped: false }))!);
      }
      return out;
    });
    const pdfs = created.filter((r) => r.content_type === 'application/pdf').map((r) => r.id as number);
    if (pdfs.length) await enqueueTextExtraction(deps.jobs, pdfs, req.log);
    return { results: created };
  } catch (err) {
    await Promise.all(stored.map((f) => store.delete(f.key).catch(() => {})));
    throw err;
  }
}
