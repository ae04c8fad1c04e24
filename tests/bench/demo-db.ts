// A fresh embedded PostgreSQL with the demo data, in a temporary folder, for a bench script;
// `stop` ends the pool, stops the server and removes the folder (warnings only: a bench's
// result must not be lost to a failing clean-up).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { createPool } from '../../server/db/pool';
import { seedDemo } from '../../server/db/seed';

export const PASSWORD = 'demo2026';
const quiet = { info: () => {}, warn: (m: string) => console.warn(m), debug: () => {} };

export async function demoDatabase(prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  // mkdtemp makes it 0700: as root, initdb runs as the `postgres` user and must get in.
  await fs.chmod(dir, 0o755);
  const db = await startEmbedded(dir, quiet);
  const pool = createPool(db.url);
  const stop = async () => {
    await pool.end().catch(() => {});
    await db.stop().catch((err) => console.warn(`stopping PostgreSQL: ${String(err)}`));
    await fs.rm(dir, { recursive: true, force: true });
  };
  try {
    await runMigrations(pool);
    await seedDemo(pool, PASSWORD);
  } catch (err) {
    await stop();
    throw err;
  }
  return { dir, url: db.url, pool, stop };
}
