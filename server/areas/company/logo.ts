// The company's logo: a png/jpg (sniffed from the content, like profile pictures) in the
// BlobStore, a stored_files row and company_logos. Replacing or removing it deletes the old file
// (its blob after the commit). `companyLogo` reads it for PDFs (label sheets, the activity report).
// Activity-log rows: company (the company's logo; tests/api/access/activity.ts).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../auth/context';
import { actorOf, companyScope, recordActivity } from '../../crud/activity-record';
import { rows, type Runner } from '../../crud/sql';
import type { Db } from '../../db/pool';
import type { AppDeps } from '../../http/deps';
import { ValidationError } from '../../http/errors';
import { imageSize, imageTooLarge } from '../../storage/image-size';
import type { BlobStore } from '../../storage/types';
import { receiveUpload } from '../../storage/upload';
import { UploadError } from '../../storage/upload-error';

/** A logo needs no more (it is drawn a few centimetres wide), whatever UPLOAD_MAX_MB allows. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

async function readAll(store: BlobStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Points the company at `fileId` (null: none); returns the previous blob key. */
async function swapLogo(tx: Runner, ctx: RequestContext, company: number, fileId: number | null): Promise<string | null> {
  const [old] = await rows<{ file_id: number }>(tx, sql`SELECT file_id FROM company_logos WHERE company_id = ${company} FOR UPDATE`);
  if (fileId === null) await tx.execute(sql`DELETE FROM company_logos WHERE company_id = ${company}`);
  else {
    await tx.execute(sql`INSERT INTO company_logos (company_id, file_id) VALUES (${company}, ${fileId})
      ON CONFLICT (company_id) DO UPDATE SET file_id = EXCLUDED.file_id`);
  }
  const [gone] = old ? await rows<{ key: string }>(tx, sql`DELETE FROM stored_files WHERE id = ${old.file_id} RETURNING key`) : [];
  if (old || fileId !== null) {
    await recordActivity(tx, actorOf(ctx), {
      action: 'update', objectType: 'companies', objectId: company, objectLabel: String(company), scope: companyScope(company),
      changes: { logo: [old?.file_id ?? null, fileId] },
    });
  }
  return gone?.key ?? null;
}

async function dropBlob(store: BlobStore, key: string | null, log: FastifyBaseLogger) {
  if (key) await store.delete(key).catch((err) => log.warn({ err, key }, 'could not delete an old logo'));
}

/** Receives the multipart upload (field `file` only) and makes it the company's logo. */
export async function uploadLogo(req: FastifyRequest, { db, store, config }: Pick<AppDeps, 'db' | 'store' | 'config'>, ctx: RequestContext, company: number) {
  const file = await receiveUpload(req, {
    store, accept: 'picture', maxBytes: Math.min(config.uploadMaxBytes, LOGO_MAX_BYTES),
    key: (safe) => `logos/${company}/${randomUUID()}-${safe}`,
  });
  try {
    const extra = Object.keys(file.fields);
    if (extra.length) throw new ValidationError(Object.fromEntries(extra.map((f) => [f, [{ key: 'api.validation.unknown_field' }]])));
    const size = imageSize(await readAll(store, file.key));
    if (size && imageTooLarge(size)) throw new UploadError('invalid_size');
    const oldKey = await db.transaction(async (tx) => {
      const [row] = await rows<{ id: number }>(tx, sql`
        INSERT INTO stored_files (key, name, content_type, size, company_id, uploaded_by)
        VALUES (${file.key}, ${file.name}, ${file.contentType}, ${file.size}, ${company}, ${ctx.user.id}) RETURNING id`);
      return swapLogo(tx, ctx, company, row.id);
    });
    await dropBlob(store, oldKey, req.log);
  } catch (err) {
    await store.delete(file.key).catch(() => {});
    throw err;
  }
}

export async function removeLogo(db: Db, store: BlobStore, ctx: RequestContext, company: number, log: FastifyBaseLogger) {
  await dropBlob(store, await db.transaction((tx) => swapLogo(tx, ctx, company, null)), log);
}

/** The logo's stored file, or null. */
export async function logoFile(runner: Runner, company: number) {
  const [file] = await rows<{ key: string; name: string; content_type: string }>(runner, sql`
    SELECT sf.key, sf.name, sf.content_type FROM company_logos l JOIN stored_files sf ON sf.id = l.file_id WHERE l.company_id = ${company}`);
  return file ?? null;
}

/** The logo's bytes for a PDF (png or jpg, which pdfkit draws), or null; a store failure is no logo. */
export async function companyLogo(runner: Runner, store: BlobStore, company: number | null | undefined): Promise<Buffer | null> {
  if (company == null) return null;
  const file = await logoFile(runner, company);
  return file ? readAll(store, file.key).catch(() => null) : null;
}

/** The logo of the one company a document covers (a support user's selected one, or the caller's only one), else null. */
export async function scopeLogo(runner: Runner, store: BlobStore, ctx: Pick<RequestContext, 'selectedCompany' | 'companies'>): Promise<Buffer | null> {
  const company = ctx.selectedCompany ?? (ctx.companies.length === 1 ? ctx.companies[0] : null);
  return companyLogo(runner, store, company);
}
