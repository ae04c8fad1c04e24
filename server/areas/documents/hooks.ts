// Rules of documents the metadata cannot say.
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { idsOf, intArr, rows, type Runner } from '../../crud/sql';
import { ValidationError } from '../../http/errors';
import { orphanHook } from '../../storage/orphans';
import { documents } from './table';
import { inheritSites } from './scope';

type Body = Record<string, unknown>;

/** Bodies built by the multipart upload (upload.ts): only they come with a file. */
export const uploadBodies = new WeakSet<Body>();

/** The former cleanup job: still worked, for the jobs queued before storage/orphans.ts. */
export const BLOB_CLEANUP_JOB = 'documents-blob-cleanup';

/** Ids of `table` among `ids` that belong to another company than `company`. */
async function foreign(tx: Runner, table: 'tags' | 'factories', ids: unknown, company: number): Promise<number | undefined> {
  const list = idsOf(ids);
  if (!list.length) return undefined;
  const found = await rows<{ id: number }>(tx, sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ANY(${intArr(list)}) AND company_id <> ${company} LIMIT 1`);
  return found[0]?.id;
}

/**
 * A document's folders and sites are its company's. A document created without a file (JSON) is
 * awaited: it cannot be online, archived or lost.
 */
export async function beforeDocumentWrite(tx: Runner, _ctx: RequestContext, body: Body, row: { before: Body } | null) {
  const company = Number(row ? row.before.company : body.company);
  if (Number.isInteger(company)) {
    for (const [field, table] of [['tags', 'tags'], ['factories', 'factories']] as const) {
      const id = await foreign(tx, table, body[field], company);
      if (id !== undefined) throw new ValidationError({ [field]: [{ key: 'api.documents.outside_company', params: { id } }] });
    }
  }
  if (row === null && !uploadBodies.has(body)) return { ...body, status: 'awaiting_reception' };
  return undefined;
}

export async function afterDocumentCreate(tx: Runner, id: number, _body: Body, ctx: RequestContext) {
  await tx.execute(sql`UPDATE documents SET author_id = ${ctx.user.id} WHERE id = ${id}`);
  await inheritSites(tx, id, ctx);
}

export async function afterDocumentUpdate(tx: Runner, id: number) {
  await tx.execute(sql`UPDATE documents SET updated_at = now() WHERE id = ${id}`);
}

/**
 * The blobs go once the delete has committed: a job (queued now, so it survives a restart) locks
 * the rows still naming them, which waits for this transaction; a rolled-back delete keeps them.
 */
/** The deleted documents' files go once the delete is committed (storage/orphans.ts). */
export const afterDocumentsDeleted = orphanHook(documents);
