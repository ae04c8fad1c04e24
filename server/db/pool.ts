import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/** A pg pool on a connection string. Idle-client errors (a restarted server) are logged, not fatal. */
export function createPool(connectionString: string, onError: (err: Error) => void = () => {}): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
  pool.on('error', onError);
  return pool;
}

export const createDb = (pool: pg.Pool): Db => drizzle({ client: pool, schema });
