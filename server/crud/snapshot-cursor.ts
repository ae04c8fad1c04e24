// The rows of a query in batches, read through a server-side cursor in one read-only snapshot:
// the query is planned and sorted once (keyset batches would sort the remaining rows again for
// every batch when the ordering has no index), and only one batch is in memory at a time.
// Used by exports and label sheets, whose readers may stop early (`stop`).
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

const dialect = new PgDialect();

export async function* snapshotBatches<T extends pg.QueryResultRow>(
  pool: pg.Pool, query: SQL, size: number, stop: () => boolean,
): AsyncGenerator<T[]> {
  const q = dialect.sqlToQuery(query);
  const client = await pool.connect();
  let open = true;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(`DECLARE snapshot_rows NO SCROLL CURSOR FOR ${q.sql}`, q.params);
    while (!stop()) {
      const { rows } = await client.query<T>(`FETCH ${size} FROM snapshot_rows`);
      if (!rows.length) break;
      yield rows;
      if (rows.length < size) break;
    }
    await client.query('COMMIT');
    open = false;
  } finally {
    // A failure, or a reader that left early (its loop's break returns this generator at the
    // yield): the snapshot is ended before the connection goes back to the pool.
    if (open) await client.query('ROLLBACK').catch(() => {});
    client.release();
  }
}
