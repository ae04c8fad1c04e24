// receiveUpload: one multipart file, streamed into a BlobStore after its type is sniffed.
//   route: const file = await receiveUpload(req, { store, accept: 'document',
//            key: (safe) => `documents/${randomUUID()}-${safe}` });
// Failures are UploadErrors (400 on `file`, see upload-error.ts); no partial blob survives one.
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PassThrough, type Transform } from 'node:stream';
import { ApiError, fieldError } from '../http/errors';
import { keySafeName, sanitizeFileName } from './names';
import { readSample } from './sample';
import { SAMPLE_BYTES, allowedTypes, sniffType, type AcceptOption } from './sniff';
import { utf8TextCheck } from './text';
import type { BlobStore } from './types';
import { FILE_FIELD, UploadError } from './upload-error';
import { classifyUploadFailure } from './upload-failure';

export interface ReceiveOptions {
  store: BlobStore;
  /** The blob key, given an ASCII, key-safe form of the file name (`[A-Za-z0-9._-]`). */
  key: (safeName: string) => string;
  accept: AcceptOption;
  /** Overrides the app's limit (UPLOAD_MAX_MB) for this route. */
  maxBytes?: number;
}

export interface ReceivedFile {
  key: string;
  /** The original name, sanitised (accents kept): show it and offer it on download. */
  name: string;
  size: number;
  /** From the content, e.g. `image/png`, `text/csv; charset=utf-8`. */
  contentType: string;
  /** The sniffed type's extension (png, jpg, pdf, xlsx, docx, csv, txt...). */
  ext: string;
  /** The other form fields; a repeated name gives a list. */
  fields: Record<string, string | string[]>;
}

function addField(fields: ReceivedFile['fields'], part: MultipartValue) {
  // A value cut by the field-size limit would be silently wrong: refuse it.
  if (part.valueTruncated || part.fieldnameTruncated) throw fieldError(part.fieldname.slice(0, 100), 'invalid');
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  const previous = fields[part.fieldname];
  fields[part.fieldname] = previous === undefined ? value : [previous, value].flat();
}

/** Stops reading a part we give up on (the parser then stops reading the request). */
function release(file: MultipartFile['file']) {
  file.unpipe();
  if (!file.readableEnded) file.destroy();
}

/** Streams one file part into the store; on any failure nothing is left in the store (documents: several parts). */
export async function storeFile(part: MultipartFile, opts: ReceiveOptions) {
  const { file } = part;
  const name = sanitizeFileName(part.filename);
  let failure: UploadError | null = null;
  let body: Transform | null = null;
  const fail = (err: UploadError) => {
    failure ??= err;
    body?.destroy(failure);
  };
  const broken = (cause?: unknown) => new UploadError('failed_upload', { cause: cause ?? file.errored ?? undefined });
  // Client-side failures (aborted request, broken multipart) reach us as errors on the part or
  // as its early close; the whole body may have been parsed before we got the part, hence the
  // checks of its state as well as the listeners.
  file.on('error', (err) => fail(broken(err)));
  file.on('close', () => { if (!file.readableEnded) fail(broken()); });
  file.on('limit', () => fail(new UploadError('invalid_size')));
  if (file.truncated) fail(new UploadError('invalid_size'));
  if (file.destroyed && !file.readableEnded) fail(broken());

  const sample = failure ? null : await readSample(file, SAMPLE_BYTES).catch(() => null);
  const type = sample && !file.truncated ? await sniffType(sample.bytes, allowedTypes(opts.accept), name) : null;
  if (failure || file.truncated || !sample || !type) {
    release(file);
    throw failure ?? (file.truncated ? new UploadError('invalid_size') : sample ? new UploadError('invalid_type') : broken());
  }

  const key = opts.key(keySafeName(name));
  body = type.text ? utf8TextCheck(() => new UploadError('invalid_type')) : new PassThrough();
  body.write(sample.bytes);
  if (sample.ended) body.end();
  else file.pipe(body);
  try {
    const info = await opts.store.put(key, body, { contentType: type.mime });
    if (file.truncated) throw new UploadError('invalid_size'); // in case 'limit' raced the end
    return { key, name, size: info.size, contentType: type.mime, ext: type.ext };
  } catch (err) {
    // Decided before release(): destroying the part would look like a client failure.
    // The body's own error (ours or the client's) wins; anything else came from the store.
    const error = failure ?? (err instanceof UploadError ? err : new UploadError('other', { cause: err }));
    release(file);
    await opts.store.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * Reads the multipart request: form fields and the one file in the field `file`, which is
 * streamed to `opts.store` under `opts.key(...)`. Throws an UploadError (400) on failure, or
 * `file: required` when no file was sent.
 */
export async function receiveUpload(req: FastifyRequest, opts: ReceiveOptions): Promise<ReceivedFile> {
  if (!req.isMultipart()) throw fieldError(FILE_FIELD, 'required');
  const fields: ReceivedFile['fields'] = {};
  let stored: Omit<ReceivedFile, 'fields'> | null = null;
  const partsOptions = opts.maxBytes ? { limits: { fileSize: opts.maxBytes } } : undefined;
  try {
    for await (const part of req.parts(partsOptions)) {
      if (part.type === 'field') addField(fields, part);
      else if (part.fieldname !== FILE_FIELD || stored) part.file.resume(); // not ours: drain it
      else stored = await storeFile(part, opts);
    }
  } catch (err) {
    // Also after a stored file: the rest of the request failed, so the upload did.
    if (stored) await opts.store.delete(stored.key).catch(() => {});
    const failure = err instanceof ApiError ? err : classifyUploadFailure(err);
    if (failure instanceof UploadError && !failure.byClient) req.log.error({ err: failure.cause ?? err }, 'upload failed');
    else req.log.info({ err }, 'upload refused');
    throw failure;
  }
  if (!stored) throw fieldError(FILE_FIELD, 'required');
  return { ...stored, fields };
}
