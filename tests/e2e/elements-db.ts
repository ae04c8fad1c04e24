// Direct SQL on the e2e server's embedded database (data/e2e-<port>): for states the API never
// produces on purpose, e.g. a locked element (locks come from data updates, not from users).
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { E2E_DATA_DIR } from './helpers';

export async function e2eSql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const password = (await fs.readFile(path.join(E2E_DATA_DIR, 'pg-password'), 'utf8')).trim();
  // postmaster.pid: line 4 is the port the server listens on.
  const port = Number((await fs.readFile(path.join(E2E_DATA_DIR, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'conformity' });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
