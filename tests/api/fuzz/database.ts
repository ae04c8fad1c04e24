// The fuzz suite writes hostile (and sometimes valid) values into every route, deletes rows and
// changes rights: it runs on its own database, migrated and seeded like the run's one, so the
// other test files never see what it did. Falls back to the run's database when the server
// refuses CREATE DATABASE (a DATABASE_URL without the right).
import pg from 'pg';
import { runMigrations } from '../../../server/db/migrate';
import { createPool } from '../../../server/db/pool';
import { seedDemo } from '../../../server/db/seed';
import { DEMO_PASSWORD } from '../constants';

const NAME = 'fuzz_api';

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh seeded database next to the run's one; `drop` removes it. */
export async function fuzzDatabase(runUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(runUrl);
  url.pathname = `/${NAME}`;
  try {
    await admin(runUrl, `DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin(runUrl, `CREATE DATABASE ${NAME}`);
  } catch (err) {
    console.warn(`fuzz: no database of its own (${(err as Error).message}); using the run's database`);
    return { url: runUrl, drop: async () => {} };
  }
  const pool = createPool(url.toString());
  try {
    await runMigrations(pool);
    await seedDemo(pool, DEMO_PASSWORD);
  } finally {
    await pool.end();
  }
  return { url: url.toString(), drop: () => admin(runUrl, `DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`) };
}
