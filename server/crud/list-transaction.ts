// The transaction a list page is read in (issue 32 §4: the API's overhead over its SQL). A page's
// joins are lookups from the listed table, written in the order to run them: planning them in that
// order (SET LOCAL join_collapse_limit = 1, this transaction only) instead of searching every order
// cut the plan time of a first page of /tasks at 1M elements from ~27 ms to a few
// (tests/bench/results/observations.md). Through drizzle's transaction this cost four round trips
// before the answer (BEGIN, SET, the page, COMMIT); here BEGIN and SET go in one simple query and
// the answer does not wait for the COMMIT of a transaction that only read (the client returns to
// the pool once it has ended), so the page is two round trips (tests/bench/results/overhead.md).
import type pg from 'pg';
import { clientRunner, type Runner } from './sql';

export async function inListTransaction<T>(pool: pg.Pool, read: (runner: Runner) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let ok = false;
  try {
    await client.query('BEGIN; SET LOCAL join_collapse_limit = 1');
    const result = await read(clientRunner(client));
    ok = true;
    return result;
  } finally {
    // A failed end (a connection lost) discards the client instead of pooling it.
    client.query(ok ? 'COMMIT' : 'ROLLBACK').then(() => client.release(), (err: Error) => client.release(err));
  }
}
