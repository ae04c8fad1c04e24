import type pg from 'pg';
import type { Config } from '../config';
import type { Db } from '../db/pool';

/** What the HTTP layer needs from the outside: given to buildApp, passed down to route plugins. */
export interface AppDeps {
  config: Config;
  pool: pg.Pool;
  db: Db;
}
