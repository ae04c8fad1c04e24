// Measuring helpers of the elements bench: the SQL the engine would run (recorded, not run),
// percentiles, alternating API/SQL timings, and a fixed-duration load of concurrent loops.
import http from 'node:http';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../server/auth/context';
import { parseListQuery } from '../../server/crud/query';
import { elements } from '../../server/areas/elements/resource';
import { countRows, listPage } from '../../server/crud/rows';
import type { Runner } from '../../server/crud/sql';

const dialect = new PgDialect();

export interface Query { sql: string; params: unknown[] }

/** The query listPage builds for these list parameters (the runner records it, runs nothing). */
export async function listSql(ctx: RequestContext, params: Record<string, string>): Promise<Query> {
  let q: Query | null = null;
  const runner: Runner = { execute: async (s: SQL) => { q = dialect.sqlToQuery(s); return { rows: [] }; } };
  await listPage(runner, elements, ctx, parseListQuery(elements.def, params));
  return q!;
}
export async function countSql(ctx: RequestContext, params: Record<string, string>): Promise<Query> {
  let q: Query | null = null;
  const runner: Runner = { execute: async (s: SQL) => { q = dialect.sqlToQuery(s); return { rows: [{ n: 0 }] }; } };
  await countRows(runner, elements, ctx, parseListQuery(elements.def, params, false));
  return q!;
}
export const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}
export const stats = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return { p50: pct(s, 0.5), p95: pct(s, 0.95) }; };

export interface Case {
  label: string;
  path: string;
  kind: 'list' | 'count';
  api: { p50: number; p95: number };
  sql: { p50: number; p95: number };
  /** Rounds timed. */
  n: number;
  /** HTTP alone + the session's context query + this SQL, per round (compare with probes). */
  floor?: { p50: number; p95: number };
  query: Query;
  check: string;
  explain?: string;
}

export async function timeIt(fn: () => Promise<unknown>) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/**
 * Warm-up, then `reps` rounds alternating the API call and the raw SQL (fewer past 45 s). With
 * `probes` (HTTP alone, the session's context query), each round also times them: the floor of a
 * round is the SQL plus the probes, timed one after another — the least an authenticated route
 * running that SQL can take on this machine.
 */
export async function compare(api: () => Promise<unknown>, raw: () => Promise<unknown>, reps: number, warmup: number,
  probes: (() => Promise<unknown>)[] = []) {
  const probed = async () => { let ms = 0; for (const p of probes) ms += await timeIt(p); return ms; };
  // A slow case (a warm-up round over 1 s) gets one warm-up round and at least 3 timed ones.
  let slow = false;
  for (let i = 0; i < warmup && !slow; i++) slow = (await timeIt(api)) + (await timeIt(raw)) + (await probed()) > 1000;
  const a: number[] = [];
  const s: number[] = [];
  const floor: number[] = [];
  const started = performance.now();
  for (let i = 0; i < reps && (i < (slow ? 3 : 5) || performance.now() - started < 45_000); i++) {
    a.push(await timeIt(api));
    const sql = await timeIt(raw);
    s.push(sql);
    floor.push(sql + (await probed()));
  }
  // Without probes the floor is the SQL itself.
  return { api: stats(a), sql: stats(s), floor: stats(floor), n: a.length };
}

/** Runs `work` from `workers` loops for `seconds`; completed calls per second. */
export async function hammer(workers: number, seconds: number, work: () => Promise<void>) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: workers }, async () => {
    while (performance.now() < until) {
      try { await work(); done++; } catch { errors++; }
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  return { rps: done / elapsed, done, errors, elapsed };
}

/**
 * The raw SQL of a list page run as the API runs it (server/crud/routes.ts): in a transaction
 * whose joins are planned in written order. A count runs as it is.
 */
export async function runRaw(client: { query(q: string, p?: unknown[]): Promise<unknown> }, q: Query, kind: 'list' | 'count') {
  if (kind === 'count') return client.query(q.sql, q.params);
  // As the API reads a page (server/crud/list-transaction.ts): BEGIN and SET in one round trip,
  // the page, and a COMMIT the answer does not wait for (the client's next query waits for it).
  await client.query('BEGIN; SET LOCAL join_collapse_limit = 1');
  let ok = false;
  try {
    const result = await client.query(q.sql, q.params);
    ok = true;
    return result;
  } finally {
    void client.query(ok ? 'COMMIT' : 'ROLLBACK').catch(() => {});
  }
}

/**
 * A GET client for the timed API calls: node:http on one kept-alive socket. Not fetch: undici's
 * own work in this process cost ~0.3 ms a call (measured on the demo data: GET /api/v1/me/ p50
 * 0.55 ms with fetch, 0.22 ms with node:http), time of the client, not of the API; the raw SQL
 * side is pg's socket client, as lean.
 */
export function apiGetter(base: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (path: string) => new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    http.get(`${base}${path}`, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
        } catch (err) { reject(err instanceof Error ? err : new Error(String(err))); }
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}
