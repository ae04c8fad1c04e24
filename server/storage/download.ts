// sendBlob: a stored file as a download, streamed, with a Content-Disposition that keeps
// accented names (RFC 6266 / RFC 5987: an ASCII `filename` for old clients, `filename*` UTF-8).
import type { FastifyReply } from 'fastify';
import { notFound } from '../http/errors';
import { InvalidKeyError } from './keys';
import { asciiName, sanitizeFileName } from './names';
import { BlobNotFoundError, type BlobStore } from './types';

export interface SendBlobOptions {
  /** The name offered to the user (sanitised again here: it goes into a header). */
  filename: string;
  /** Defaults to the type stored with the blob. */
  contentType?: string;
  /** `inline` lets the browser show pictures and PDFs; default `attachment`. */
  disposition?: 'attachment' | 'inline';
}

/** RFC 5987 percent-encoding: encodeURIComponent leaves `'()*` which attr-char forbids. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const name = sanitizeFileName(filename);
  const fallback = asciiName(name).replace(/["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Streams `key` as the reply; an absent blob answers the API's 404 `{ detail }`. */
export async function sendBlob(reply: FastifyReply, store: BlobStore, key: string, opts: SendBlobOptions) {
  let info;
  try {
    info = await store.head(key);
  } catch (err) {
    // A key the store refuses cannot name a stored file; it points at a bug, hence the log.
    if (!(err instanceof InvalidKeyError)) throw err;
    reply.log.warn({ err }, 'download of an invalid blob key');
  }
  if (!info) throw notFound();
  let stream;
  try {
    stream = await store.get(key);
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw notFound(); // deleted between head and get
    throw err;
  }
  reply
    .type(opts.contentType ?? info.contentType)
    .header('content-length', String(info.size))
    .header('content-disposition', contentDisposition(opts.filename, opts.disposition))
    // Stored files are private to the user's rights: no shared cache.
    .header('cache-control', 'private, no-store');
  return reply.send(stream);
}
