// The set-up shared by the benches at scale: 'Bench Industrie' seeded by
// tests/bench/seed-elements.ts (a million elements and their controls) in a temporary embedded
// PostgreSQL — or an existing database seeded by `npm run seed:bench` (--database-url) —, the real
// server as a child process, the bench user logged in, and the engine's own SQL of a list or a
// count recorded (built, not run) to be timed raw against the API call.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { loadUserContext, type RequestContext } from '../../server/auth/context';
import { parseListQuery } from '../../server/crud/query';
import { countRows, listPage } from '../../server/crud/rows';
import type { Runner } from '../../server/crud/sql';
import type { ServerResource } from '../../server/crud/types';
import { freePort, startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { createPool } from '../../server/db/pool';
import { apiGetter, runRaw, type Query } from './measure';
import { startServer, type Server } from './proc';

export const arg = (name: string) => { const at = process.argv.indexOf(name); return at > 0 ? process.argv[at + 1] : undefined; };
export const intArg = (name: string, fallback: number) => {
  const n = Number(arg(name) ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
};
const EMAIL = 'bench@bench.fr';
const quiet = { info: () => {}, warn: (m: string) => console.warn(m), debug: () => {} };
const dialect = new PgDialect();

/** The query the engine builds for a list or a count (recorded, not run). */
export async function recorded(res: ServerResource, ctx: RequestContext, params: Record<string, string>, kind: 'list' | 'count'): Promise<Query> {
  let q: Query | null = null;
  const runner: Runner = { execute: async (s: SQL) => { q = dialect.sqlToQuery(s); return { rows: kind === 'count' ? [{ n: 0 }] : [] }; } };
  if (kind === 'list') await listPage(runner, res, ctx, parseListQuery(res.def, params));
  else await countRows(runner, res, ctx, parseListQuery(res.def, params, false));
  return q!;
}

export interface SeededBench {
  pool: ReturnType<typeof createPool>;
  url: string;
  ctx: RequestContext;
  company: number;
  info: { version: string; elements: number; controls: number };
  seedMs: number;
  /** Starts the server (after any extra rows are written) and logs the bench user in. */
  serve(env?: Record<string, string>): Promise<{
    get(p: string): Promise<unknown>; file(p: string): Promise<ArrayBuffer>; served(p: string): Promise<boolean>; base: string; token: string;
    /** The server process (its CPU time and memory: proc.ts). */
    pid: number;
  }>;
  /** EXPLAIN ANALYZE, a list as the API runs it (runRaw). */
  explain(q: Query, kind?: 'list' | 'count'): Promise<string>;
  stop(): Promise<void>;
}

export async function seededBench(prefix: string, opts: { elements: number; sites: number; url?: string }): Promise<SeededBench> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755); // as root, initdb runs as `postgres` and must get in
  // seed-elements.ts rewrites its own result file: a bench keeps the committed one.
  const seedReport = path.join(import.meta.dirname, 'results', 'seed-elements.md');
  const seedReportBefore = await fs.readFile(seedReport, 'utf8').catch(() => null);
  let db: Awaited<ReturnType<typeof startEmbedded>> | null = null;
  let server: Server | null = null;
  let pool: ReturnType<typeof createPool> | null = null;
  const stop = async () => {
    await server?.stop().catch(() => {});
    await pool?.end().catch(() => {});
    await db?.stop().catch(() => {});
    await fs.rm(dir, { recursive: true, force: true });
    if (seedReportBefore !== null) await fs.writeFile(seedReport, seedReportBefore);
  };
  try {
    let seedMs = 0;
    if (!opts.url) {
      const started = performance.now();
      const code = await new Promise<number | null>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/seed-elements.ts', '--elements', String(opts.elements),
          '--sites', String(opts.sites), '--data-dir', path.join(dir, 'db'), '--stop'], { stdio: ['ignore', 'inherit', 'inherit'] });
        child.once('error', reject);
        child.once('exit', (c) => resolve(c));
      });
      if (code !== 0) throw new Error(`seed-elements.ts exited with ${code}`);
      seedMs = performance.now() - started;
      db = await startEmbedded(path.join(dir, 'db'), quiet);
    }
    const url = opts.url ?? db!.url;
    pool = createPool(url);
    if (opts.url) await runMigrations(pool); // a database seeded by an older checkout
    const { rows: [info] } = await pool.query<{ version: string; user: number; company: number; elements: number; controls: number }>(`
      SELECT current_setting('server_version') AS version, (SELECT id FROM users WHERE email = $1) AS user,
        (SELECT id FROM companies WHERE name = 'Bench Industrie') AS company, (SELECT count(*)::int FROM elements) AS elements,
        (SELECT count(*)::int FROM controls) AS controls`, [EMAIL]);
    const ctx = await loadUserContext(pool, info.user, null, 'fr');
    if (!ctx) throw new Error('no context for the bench user (seed with npm run seed:bench first)');
    const p = pool;
    return {
      pool, url, ctx, company: info.company, info, seedMs, stop,
      explain: async (q, kind = 'count') => {
        const client = await p.connect();
        try {
          const r = await runRaw(client, { sql: `EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, params: q.params }, kind) as { rows: Record<string, string>[] };
          return r.rows.map((row) => row['QUERY PLAN']).join('\n');
        } finally {
          client.release();
        }
      },
      async serve(env = {}) {
        server = await startServer(await freePort(), {
          DATABASE_URL: url, LOG_LEVEL: 'warn', DATA_DIR: path.join(dir, 'server-data'), DIST_DIR: path.join(dir, 'no-dist'),
          SMTP_HOST: '', S3_BUCKET: '', SEED_DEMO: '', ...env,
        });
        const srv = server;
        const login = await fetch(`${srv.base}/api/v1/login/`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: EMAIL, password: 'demo2026' }),
        });
        if (!login.ok) throw new Error(`login: HTTP ${login.status}`);
        const token = ((await login.json()) as { token: string }).token;
        const auth = { authorization: `Token ${token}` };
        const call = apiGetter(srv.base, auth);
        return {
          base: srv.base,
          token,
          pid: srv.pid,
          async get(path: string) {
            const res = await call(path);
            if (res.status >= 400) throw new Error(`GET ${path}: HTTP ${res.status}`);
            return res.body;
          },
          /** A file in the answer (not JSON). */
          async file(path: string) {
            const res = await fetch(`${srv.base}${path}`, { headers: auth });
            if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`);
            return res.arrayBuffer();
          },
          served: async (path: string) => (await fetch(`${srv.base}${path}`, { headers: auth })).status !== 404,
        };
      },
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
