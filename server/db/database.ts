// Opens the database the configuration asks for (DATABASE_URL, or the embedded server),
// migrates it and seeds the demo data when that is wanted and the database is empty.
import type pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../log';
import { startEmbedded } from './embedded';
import { runMigrations } from './migrate';
import { createDb, createPool, type Db } from './pool';
import { seedDemo } from './seed';


export interface Database {
  url: string;
  pool: pg.Pool;
  db: Db;
  /** True when this start seeded the demo data. */
  seeded: boolean;
  /** Closes the pool, then stops the embedded server if there is one. */
  close: () => Promise<void>;
}

export async function openDatabase(config: Config, log: Logger): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbedded(config.dataDir, log);
  const url = config.databaseUrl ?? embedded!.url;
  const pool = createPool(url, (err) => log.warn(`idle database client error: ${err.message}`), config.dbPoolSize);
  let seeded = false;
  try {
    await runMigrations(pool);
    // An embedded database is a local one: it always gets the demo data when new.
    if (embedded || config.seedDemo) seeded = await seedDemo(pool, config.demoPassword);
    if (seeded) log.info('demo data seeded');
  } catch (err) {
    await pool.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw err;
  }
  return {
    url,
    pool,
    db: createDb(pool),
    seeded,
    close: async () => {
      await pool.end().catch((err) => log.warn(`closing the pool: ${String(err)}`));
      await embedded?.stop();
    },
  };
}
