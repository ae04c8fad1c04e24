import type pg from 'pg';
import type { Config } from '../config';
import type { Db } from '../db/pool';
import type { Reads } from '../db/reads';
import type { Jobs } from '../jobs/types';
import type { Mailer } from '../mail/types';
import type { BlobStore } from '../storage/types';

/** What the HTTP layer needs from the outside: given to buildApp, passed down to route plugins. */
export interface AppDeps {
  config: Config;
  pool: pg.Pool;
  db: Db;
  jobs: Jobs;
  store: BlobStore;
  mailer: Mailer;
  /** Where read-only routes read (a replica with DATABASE_READ_URL); unset: the primary. */
  reads?: Reads;
}
