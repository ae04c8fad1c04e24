// The caller's profile picture: a png/jpg (sniffed from the content) in the BlobStore, a
// stored_files row, users.picture_id. Replacing or removing it deletes the old file (its blob
// after the commit: a rolled-back change never loses the picture in use).
// Activity-log rows: company (the user's picture; tests/api/access/activity.ts).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../auth/context';
import { intArr, rows, type Runner } from '../../crud/sql';
import type { Db } from '../../db/pool';
import type { AppDeps } from '../../http/deps';
import { ValidationError } from '../../http/errors';
import { imageSize, imageTooLarge } from '../../storage/image-size';
import type { BlobStore } from '../../storage/types';
import { receiveUpload } from '../../storage/upload';
import { UploadError } from '../../storage/upload-error';
import { actorOf, companyScope, recordActivity } from '../../crud/activity-record';
import { ownCompany } from './company';

/** A profile picture needs no more, whatever UPLOAD_MAX_MB allows for documents. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Sets users.picture_id and drops the previous picture's row; returns the previous blob key. */
async function swapPicture(tx: Runner, ctx: RequestContext, pictureId: number | null): Promise<string | null> {
  const [user] = await rows<{ picture_id: number | null }>(tx, sql`SELECT picture_id FROM users WHERE id = ${ctx.user.id} FOR UPDATE`);
  const old = user?.picture_id ?? null;
  if (old === pictureId) return null;
  await tx.execute(sql`UPDATE users SET picture_id = ${pictureId} WHERE id = ${ctx.user.id}`);
  const [gone] = old === null ? [] : await rows<{ key: string }>(tx, sql`DELETE FROM stored_files WHERE id = ${old} RETURNING key`);
  await recordActivity(tx, actorOf(ctx), {
    action: 'update', objectType: 'users', objectId: ctx.user.id, objectLabel: ctx.user.email, scope: companyScope(ownCompany(ctx)),
    changes: { picture_id: [old, pictureId] },
  });
  return gone?.key ?? null;
}

/** After the commit; a failure only leaves an orphan blob behind (logged), never a lost picture. */
async function dropBlob(store: BlobStore, key: string | null, log: FastifyBaseLogger) {
  if (key) await store.delete(key).catch((err) => log.warn({ err, key }, 'could not delete an old picture'));
}

/** The stored picture's bytes (at most PICTURE_MAX_BYTES: the upload's own limit). */
async function readBack(store: BlobStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Refuses a picture declaring too many pixels (spec kind invalid_size). Read back whole: a JPEG's
 * frame header may come after any amount of metadata. No frame header: no browser decodes it.
 */
async function checkDimensions(store: BlobStore, key: string) {
  const size = imageSize(await readBack(store, key));
  if (size && imageTooLarge(size)) throw new UploadError('invalid_size');
}

/** Receives the multipart upload (field `file` only) and makes it the caller's picture. */
export async function uploadPicture(req: FastifyRequest, { db, store, config }: Pick<AppDeps, 'db' | 'store' | 'config'>, ctx: RequestContext) {
  const file = await receiveUpload(req, {
    store,
    accept: 'picture',
    maxBytes: Math.min(config.uploadMaxBytes, PICTURE_MAX_BYTES),
    key: (safe) => `pictures/${ctx.user.id}/${randomUUID()}-${safe}`,
  });
  try {
    const extra = Object.keys(file.fields);
    if (extra.length) throw new ValidationError(Object.fromEntries(extra.map((f) => [f, [{ key: 'api.validation.unknown_field' }]])));
    await checkDimensions(store, file.key);
    const { id, oldKey } = await db.transaction(async (tx) => {
      const [row] = await rows<{ id: number }>(tx, sql`
        INSERT INTO stored_files (key, name, content_type, size, company_id, uploaded_by)
        VALUES (${file.key}, ${file.name}, ${file.contentType}, ${file.size}, ${ownCompany(ctx)}, ${ctx.user.id}) RETURNING id`);
      return { id: row.id, oldKey: await swapPicture(tx, ctx, row.id) };
    });
    await dropBlob(store, oldKey, req.log);
    return { picture_id: id };
  } catch (err) {
    await store.delete(file.key).catch(() => {});
    throw err;
  }
}

/** Removes the caller's picture (nothing to do when there is none). */
export async function removePicture(db: Db, store: BlobStore, ctx: RequestContext, log: FastifyBaseLogger): Promise<void> {
  const oldKey = await db.transaction((tx) => swapPicture(tx, ctx, null));
  await dropBlob(store, oldKey, log);
}

/**
 * A stored file the caller may download: only user pictures, of the caller or of a user they can
 * see (sharing a company of the caller's scope; support staff only for support staff, as in the
 * users list). Anything else, like an unknown id, is null (404).
 */
export async function visiblePicture(db: Db, ctx: RequestContext, id: number) {
  const [file] = await rows<{ key: string; name: string; content_type: string }>(db, sql`
    SELECT sf.key, sf.name, sf.content_type FROM stored_files sf JOIN users u ON u.picture_id = sf.id
    WHERE sf.id = ${id} AND (u.id = ${ctx.user.id} OR (
      EXISTS (SELECT 1 FROM user_companies uc WHERE uc.user_id = u.id AND uc.company_id = ANY(${intArr(ctx.companies)}))
      AND (u.role IS DISTINCT FROM 'support' OR ${ctx.user.role === 'support'})))`);
  return file ?? null;
}
