// One sender run reads the same lists for many users: 10,000 users of a company share a few
// hundred scopes (the whole company, a site, some buildings…), and the engine builds the very same
// SQL for users of one scope and horizon. Within a run, a statement already read is answered from
// memory (keyed by its text and parameters, so two users share a result only when the database
// would be asked exactly the same thing): the numbers stay the engine's own, and a run at 10,000
// users costs one query per scope instead of one per user (tests/bench/results/notifications.md).
// Bounded by rows kept (least recently used out first). Reads only: never give it a write.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Runner } from '../crud/sql';

const dialect = new PgDialect();

type Result = { rows: unknown[] };

/** A cached value, moved to the most recently used end; counted as a hit or a miss. */
function recent<V>(cache: Map<string, V>, key: string, stats: { hits: number; misses: number }): V | undefined {
  const hit = cache.get(key);
  if (hit === undefined) {
    stats.misses++;
    return undefined;
  }
  stats.hits++;
  cache.delete(key);
  cache.set(key, hit);
  return hit;
}

export function memoRunner(db: Runner, maxRows = 50_000): Runner & { stats: { hits: number; misses: number } } {
  const cache = new Map<string, Promise<Result>>();
  const sizes = new Map<string, number>();
  let kept = 0;
  const stats = { hits: 0, misses: 0 };
  const evict = () => {
    for (const [key] of cache) {
      if (kept <= maxRows || cache.size <= 1) break;
      kept -= sizes.get(key) ?? 0;
      cache.delete(key);
      sizes.delete(key);
    }
  };
  return {
    stats,
    execute(query: SQL) {
      const q = dialect.sqlToQuery(query);
      const key = `${q.sql}\u0000${JSON.stringify(q.params)}`;
      const hit = recent(cache, key, stats);
      if (hit) return hit;
      const p = db.execute(query).then((r) => ({ rows: r.rows }));
      cache.set(key, p);
      p.then((r) => {
        if (!cache.has(key)) return;
        sizes.set(key, r.rows.length || 1);
        kept += r.rows.length || 1;
        evict();
      }, () => cache.delete(key));
      return p;
    },
  };
}

/**
 * Values built once per key within a run, above the statements: a digest's lists for one scope
 * (20 counts: building their SQL per user cost more than the answers). At most `max` kept, the
 * least recently used out first (a run where every user has their own scope stays bounded).
 */
export function sharedBy<T>(max = 500) {
  const cache = new Map<string, Promise<T>>();
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    get(key: string, make: () => Promise<T>): Promise<T> {
      const hit = recent(cache, key, stats);
      if (hit) return hit;
      const p = make();
      cache.set(key, p);
      p.catch(() => { if (cache.get(key) === p) cache.delete(key); }); // a failure is not kept
      if (cache.size > max) cache.delete(cache.keys().next().value!);
      return p;
    },
  };
}
export type Shared<T> = ReturnType<typeof sharedBy<T>>;
