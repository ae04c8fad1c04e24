// Reads from a streaming replica (issue 32 §3, DATABASE_READ_URL): lists, counts, exports and
// dashboards may read there; everything else uses the primary. A read still goes to the primary
// when (a) the caller wrote through this instance within READ_AFTER_WRITE_SECONDS (read your own
// writes: the GET after a create), or (b) the replica is not known to be caught up: every second
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
  // Before the answer leaves: the caller's next request may follow at once.
  app.addHook('onSend', async (req, reply, payload) => {
    if (WRITES.has(req.method) && req.ctx && reply.statusCode < 400) lastWrite.set(req.ctx.user.id, Date.now());
    return payload;
  });
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
