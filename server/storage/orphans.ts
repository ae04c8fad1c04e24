// Files of deleted rows. A resource's delete hook (orphanHook) queues the blob keys of the rows it
// deleted; the job then removes from the store those no row of that table holds once the deleting
// transaction has ended: its SELECT … FOR UPDATE waits for that transaction, and a delete rolled
// back keeps its rows, so their files. Used by documents, imports and express reports. The job goes
// on the queue of the app that deleted the rows (crud/app-scope.ts), not on one kept by this module.
// No list of the tables with files: a hook names its area's table, and the job accepts the main
// tables of the app's registered resources only (the name goes into its SQL).
import { getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { RequestContext } from '../auth/context';
import { currentScope } from '../crud/app-scope';
import type { Runner } from '../crud/sql';
import type { Jobs } from '../jobs/types';
import type { BlobStore } from './types';

export const ORPHAN_JOB = 'blob-orphans';
/** A table whose rows own a file: its `blob_key` column holds the file's key in the store. */
export type BlobTable = PgTable & { blobKey: AnyPgColumn };

/** The main tables of the resources the current app serves: those a job may name. */
const servedTables = (): Set<string> => new Set(currentScope()?.registry.all().map((res) => res.table) ?? []);

/** Deletes the keys among `keys` no row of `table` holds (after the deleting transaction). */
export async function deleteOrphans(pool: pg.Pool, store: BlobStore, table: string, keys: string[]): Promise<number> {
  if (!servedTables().has(table)) throw new Error(`no blob table ${String(table)}`);
  const client = await pool.connect();
  let kept: Set<string>;
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ blob_key: string }>(`SELECT blob_key FROM ${table} WHERE blob_key = ANY($1::text[]) FOR UPDATE`, [keys]);
    await client.query('COMMIT');
    kept = new Set(rows.map((r) => r.blob_key));
  } finally {
    client.release();
  }
  const gone = keys.filter((k) => !kept.has(k));
  for (const key of gone) await store.delete(key);
  return gone.length;
}

export async function registerOrphanJob({ jobs, pool, store }: { jobs: Jobs; pool: pg.Pool; store: BlobStore }) {
  await jobs.work<{ table: string; keys: string[] }>(ORPHAN_JOB, async (job) =>
    ({ deleted: await deleteOrphans(pool, store, job.data.table, job.data.keys) }));
}

/** An afterDelete hook: the files of the deleted rows go once the delete is committed. */
export const orphanHook = (blobTable: BlobTable) => {
  const table = getTableName(blobTable);
  return async (_tx: Runner, _ctx: RequestContext, deleted: Record<string, unknown>[]) => {
    const keys = deleted.map((r) => r.blob_key).filter((k): k is string => typeof k === 'string');
    if (!keys.length) return;
    const scope = currentScope();
    // Outside an app nothing would ever remove the files: say so rather than leak them.
    if (!scope) throw new Error(`${table}: rows with files deleted outside an app (no queue for their files)`);
    await scope.deps.jobs.enqueue(ORPHAN_JOB, { table, keys });
  };
};
