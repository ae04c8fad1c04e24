import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/**
 * A pg pool on a connection string. Idle-client errors (a restarted server) are logged, not fatal.
 * `max`: the server's is config.dbPoolSize (DB_POOL_SIZE).
 */
export function createPool(connectionString: string, onError: (err: Error) => void = () => {}, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  pool.on('error', onError);
  return pool;
}

export const createDb = (pool: pg.Pool): Db => drizzle({ client: pool, schema });
