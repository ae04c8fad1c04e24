// Direct SQL on the e2e server's embedded database (data/e2e-<port>): for states the API never
// produces on purpose, e.g. a locked element (locks come from data updates, not from users).
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { E2E_DATA_DIR } from './helpers';

async function connect(): Promise<pg.Client> {
  const password = (await fs.readFile(path.join(E2E_DATA_DIR, 'pg-password'), 'utf8')).trim();
  // postmaster.pid: line 4 is the port the server listens on.
  const port = Number((await fs.readFile(path.join(E2E_DATA_DIR, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'conformity' });
  await client.connect();
  return client;
}

/**
 * A running job of `kind` (a bulk job by default) locking `ids` of `table` (spec §4), as a worker
 * holds it: its run, its row lock and its liveness lock (the server's sweep keeps it). Returns the
 * job id and the release.
 */
export async function holdJobLock(table: string, ids: number[], kind = 'bulk'): Promise<{ job: string; release: () => Promise<void> }> {
  const client = await connect();
  const job = crypto.randomUUID();
  await client.query("INSERT INTO job_runs (id, kind, status, attempts) VALUES ($1, $2, 'running', 1)", [job, kind]);
  await client.query('SELECT pg_advisory_lock(4242002, hashtext($1))', [job]);
  await client.query('INSERT INTO job_locks (job_id, kind, table_name, ids) VALUES ($1, $2, $3, $4::int[])', [job, kind, table, ids]);
  return {
    job,
    release: async () => {
      await client.query('DELETE FROM job_locks WHERE job_id = $1', [job]);
      await client.query("UPDATE job_runs SET status = 'done', finished_at = now() WHERE id = $1", [job]);
      await client.end();
    },
  };
}

export async function e2eSql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = await connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
