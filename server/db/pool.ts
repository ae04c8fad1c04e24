import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/**
 * Queries are SQL or query-builder calls on the tables they import (each area's table.ts),
 * never drizzle's relational `db.query.*`, so the database object needs no schema object.
 */
export type Db = NodePgDatabase;

/**
 * A pg pool on a connection string. Idle-client errors (a restarted server) are logged, not fatal.
 * `max`: the server's is config.dbPoolSize (DB_POOL_SIZE).
 */
export function createPool(connectionString: string, onError: (err: Error) => void = () => {}, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  pool.on('error', onError);
  return pool;
}

export const createDb = (pool: pg.Pool): Db => drizzle({ client: pool });
