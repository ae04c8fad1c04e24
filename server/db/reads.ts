// Reads from a streaming replica (issue 32 §3, DATABASE_READ_URL): lists, counts, exports and
// dashboards may read there; everything else uses the primary. A write is answered once the replica
// has replayed it (read your writes on every instance: the GET after a create finds the row). A
// read still goes to the primary when (a) the caller wrote through this instance within
// READ_AFTER_WRITE_SECONDS, or (b) the replica is not known to be caught up: every second
// the primary's WAL position is sampled, and the replica counts as current only while it has
// replayed the position sampled one tick before (at most ~2 s behind), and answers at all.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { createDb, createPool, type Db } from './pool';

export interface Reads {
  /** The pool and Drizzle database a read-only route of this request may use. */
  pool(req: FastifyRequest): pg.Pool;
  db(req: FastifyRequest): Db;
  /** Whether the replica is used now (false: no replica, or it lags / is down). */
  readonly current: boolean;
  close(): Promise<void>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Longest wait of a write's answer for the replica to replay it. */
const WAIT_MS = 1000;

export function primaryReads(pool: pg.Pool, db: Db): Reads {
  return { pool: () => pool, db: () => db, current: false, close: async () => {} };
}

export function replicaReads(app: FastifyInstance, primary: { pool: pg.Pool; db: Db }, url: string, opts: { afterWriteMs: number; poolSize: number }): Reads {
  const pool = createPool(url, (err) => app.log.warn({ err }, 'replica client error'), opts.poolSize);
  const db = createDb(pool);
  /** Last write through this instance per user (ms); pruned as it ages. */
  const lastWrite = new Map<number, number>();
  let current = false;
  let previous: string | null = null;
  let stopped = false;
  const tick = async () => {
    try {
      const { rows: [p] } = await primary.pool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      if (previous) {
        const { rows: [r] } = await pool.query<{ ok: boolean }>('SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS ok', [previous]);
        current = r.ok;
      }
      previous = p.lsn;
    } catch {
      current = false;
    }
    const old = Date.now() - opts.afterWriteMs;
    for (const [user, at] of lastWrite) if (at < old) lastWrite.delete(user);
  };
  const timer = setInterval(() => { if (!stopped) void tick(); }, 1000);
  timer.unref();
  void tick();
  // Before a write's answer leaves: the caller's next request may follow at once, on any instance.
  // The answer waits until the replica has replayed the write (a few ms), so no instance reads
  // from it a state older than what the caller was told; past WAIT_MS the replica counts as
  // lagging here, and this user's reads stay on the primary for the window anyway.
  app.addHook('onSend', async (req, reply, payload) => {
    if (!WRITES.has(req.method) || !req.ctx || reply.statusCode >= 400) return payload;
    lastWrite.set(req.ctx.user.id, Date.now());
    if (current && !(await replayed())) current = false;
    return payload;
  });
  async function replayed(): Promise<boolean> {
    try {
      const { rows: [p] } = await primary.pool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      const end = Date.now() + WAIT_MS;
      for (;;) {
        const { rows: [r] } = await pool.query<{ ok: boolean }>('SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS ok', [p.lsn]);
        if (r.ok) return true;
        if (Date.now() > end) return false;
        await new Promise((res) => setTimeout(res, 2));
      }
    } catch {
      return false;
    }
  }
  const replica = (req: FastifyRequest) => {
    if (!current || !req.ctx) return false;
    const at = lastWrite.get(req.ctx.user.id);
    return at === undefined || Date.now() - at >= opts.afterWriteMs;
  };
  return {
    pool: (req) => (replica(req) ? pool : primary.pool),
    db: (req) => (replica(req) ? db : primary.db),
    get current() { return current; },
    close: async () => { stopped = true; clearInterval(timer); await pool.end().catch(() => {}); },
  };
}
