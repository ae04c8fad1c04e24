// The elements API against the raw SQL of the same query (issue 5, "Scale"): list pages (first,
// deep cursor, search), count, per-request overhead, throughput under 32 concurrent connections,
// and a bulk update of the largest site (~100k elements with 32 sites) as a job, on the 'Bench
// Industrie' company of tests/bench/seed-elements.ts (run as a child process with --stop, in a
// temp folder; its database is then restarted here). The server runs as a child process
// (tests/bench/proc.ts) so that its RSS and CPU are its own. The raw SQL is the server's own:
// listPage/countRows/whereOf run against a runner that records the query instead of running it.
// Run: node --import tsx tests/bench/elements.ts [--elements 1000000] [--sites 32] [--reps 30] [--seconds 10] [--pool 10]
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { loadContext, loadUserContext } from '../../server/auth/context';
import { hashToken } from '../../server/auth/tokens';
import { parseListQuery } from '../../server/crud/query';
import { elements } from '../../server/areas/elements/resource';
import { whereOf } from '../../server/crud/rows';
import { freePort, startEmbedded } from '../../server/db/embedded';
import { createPool } from '../../server/db/pool';
import { runBulk } from './bulk';
import { sectionsOf } from './results-section';
import { BULK_TARGET_MS, listMet, report, type BenchResult, type Throughput } from './elements-report';
import { apiGetter, compare, countSql, hammer, listSql, paramsOf, runRaw, stats, timeIt, type Case, type Query } from './measure';
import { cpuOf, memoryOf, postgresCpu, resetPeak, sampleRss, startServer, type Server } from './proc';

function intArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const n = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}
const ELEMENTS = intArg('--elements', 1_000_000);
// 32 sites: the largest (a skewed draw) holds ~10% of the elements, ~100k at 1M.
const SITES = intArg('--sites', 32);
// 100 rounds: a p95 over 30 was the second-worst sample. 10 warm-up rounds: the server's JIT and
// PostgreSQL's caches as a running instance has them.
const REPS = intArg('--reps', 100);
const WARMUP = 10;
const SECONDS = intArg('--seconds', 10);
const POOL = intArg('--pool', 10);
const CONCURRENCY = 32;
const DEEP_PAGES_WANTED = 200;
const EMAIL = 'bench@bench.fr';
const quiet = { info: () => {}, warn: (m: string) => console.warn(m), debug: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const msf = (ms: number) => `${ms.toFixed(1)} ms`;
const loadBefore = os.loadavg().map((l) => l.toFixed(2)).join(' / ');
const dialect = new PgDialect();
const startedAt = new Date();
const flags = [['--sites', SITES, 32], ['--reps', REPS, 100], ['--seconds', SECONDS, 10], ['--pool', POOL, 10]] as const;
const command = `node --import tsx tests/bench/elements.ts --elements ${ELEMENTS}${flags.filter(([, v, d]) => v !== d).map(([f, v]) => ` ${f} ${v}`).join('')}`;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'elements-bench-'));
await fs.chmod(dir, 0o755); // as root, initdb runs as `postgres` and must get in
const pgDir = path.join(dir, 'db', 'pg');
const seedReport = path.join(import.meta.dirname, 'results', 'seed-elements.md');
const seedReportBefore = await fs.readFile(seedReport, 'utf8').catch(() => null);
let db: Awaited<ReturnType<typeof startEmbedded>> | null = null;
let pool: pg.Pool | null = null;
let hammerPool: pg.Pool | null = null;
let sessionPool: pg.Pool | null = null;
let server: Server | null = null;
let failed = false;
let stopSampler: (() => Promise<unknown>) | null = null;
try {
  // 1. The data: the seed script itself, in a child process that stops its database at the end.
  const seedStarted = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/seed-elements.ts',
      '--elements', String(ELEMENTS), '--sites', String(SITES), '--data-dir', path.join(dir, 'db'), '--stop'], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (c) => resolve(c));
  });
  if (code !== 0) throw new Error(`seed-elements.ts exited with ${code}`);
  const seedMs = performance.now() - seedStarted;

  db = await startEmbedded(path.join(dir, 'db'), quiet);
  pool = createPool(db.url);
  const { rows: [info] } = await pool.query<{ version: string; user: number; company: number; total: number }>(`
    SELECT current_setting('server_version') || ', shared_buffers ' || current_setting('shared_buffers') || ', max_wal_size ' || current_setting('max_wal_size') AS version, (SELECT id FROM users WHERE email = $1) AS user,
      (SELECT id FROM companies WHERE name = 'Bench Industrie') AS company, (SELECT count(*)::int FROM elements) AS total`, [EMAIL]);
  // The largest site, its most frequent regulation, and a real building of it.
  const { rows: [site] } = await pool.query<{ id: number; n: number; name: string }>(`
    SELECT e.factory_id AS id, count(*)::int AS n, min(f.name) AS name FROM elements e JOIN factories f ON f.id = e.factory_id
    WHERE e.company_id = $1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`, [info.company]);
  const { rows: [reg] } = await pool.query<{ id: number; n: number; name: string }>(`
    SELECT e.regulation_id AS id, count(*)::int AS n, min(r.name) AS name FROM elements e JOIN regulations r ON r.id = e.regulation_id
    WHERE e.factory_id = $1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`, [site.id]);
  const { rows: [building] } = await pool.query<{ id: number; name: string }>(
    'SELECT id, name FROM buildings WHERE factory_id = $1 AND NOT is_ghost ORDER BY id DESC LIMIT 1', [site.id]);
  // A rare designation fragment: "n°54321" matches n°54321 and n°543210…n°543219.
  const fragment = `n°${Math.min(54321, Math.floor(ELEMENTS / 3))}`;
  const DEEP_PAGES = Math.max(1, Math.min(DEEP_PAGES_WANTED, Math.floor(site.n / 25) - 2));
  const ctx = await loadUserContext(pool, info.user, null, 'fr');
  if (!ctx) throw new Error('no context for the bench user');
  console.log(`site ${site.name} (${site.id}): ${site.n} elements; regulation ${reg.name} (${reg.id}): ${reg.n} of them`);

  // 2. The server.
  server = await startServer(await freePort(), {
    DATABASE_URL: db.url, LOG_LEVEL: 'warn', DATA_DIR: path.join(dir, 'server-data'), DB_POOL_SIZE: String(POOL),
    DIST_DIR: path.join(dir, 'no-dist'), SMTP_HOST: '', S3_BUCKET: '', SEED_DEMO: '',
  });
  const srv = server;
  const login = await fetch(`${srv.base}/api/v1/login/`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: EMAIL, password: 'demo2026' }),
  });
  if (!login.ok) throw new Error(`login: HTTP ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { token: string }).token;
  const auth = { authorization: `Token ${token}` };
  const call = apiGetter(srv.base, auth);
  // The floor's probes: HTTP alone, and the session's context query as the server runs it.
  sessionPool = new pg.Pool({ connectionString: db.url, max: 1 });
  const sp = sessionPool;
  const probes = [() => call('/api/v1/health/'), () => loadContext(sp, hashToken(token), 'fr')];
  const get = async <T>(p: string): Promise<T> => {
    const res = await call(p);
    if (res.status >= 400) throw new Error(`GET ${p}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as T;
  };
  const rssStart = (await memoryOf(srv.pid)).rss;
  const hwmReset = await resetPeak(srv.pid);
  const sampler = sampleRss(srv.pid, 100);
  stopSampler = sampler.stop;
  const rssAt: [string, number][] = [['after start and login', rssStart]];
  const mark = async (label: string) => { rssAt.push([label, (await memoryOf(srv.pid)).rss]); };

  const client = await pool.connect();
  const run = (q: Query) => client.query(q.sql, q.params);
  const explain = async (q: Query, opts = 'ANALYZE, BUFFERS') =>
    (await client.query(`EXPLAIN (${opts}) ${q.sql}`, q.params)).rows.map((r) => r['QUERY PLAN']).join('\n');
  const cases: Case[] = [];
  type ListAnswer = { next: string | null; results: { id: number }[] };
  try {
    // 3. Cases.
    async function listCase(label: string, p: string) {
      const query = await listSql(ctx!, paramsOf(p));
      const apiPage = await get<ListAnswer>(p);
      const sqlRows = ((await runRaw(client, query, 'list')) as { rows: { id: number }[] }).rows;
      const same = apiPage.results.map((r) => r.id).join(',') === sqlRows.slice(0, apiPage.results.length).map((r) => r.id).join(',');
      if (!same) throw new Error(`${label}: the API page and the raw SQL differ`);
      // As the API runs it: in its transaction, joins planned in written order (server/crud/routes.ts).
      const t = await compare(() => get(p), () => runRaw(client, query, 'list'), REPS, WARMUP, probes);
      cases.push({ label, path: p, kind: 'list', ...t, query, check: `same ${apiPage.results.length} ids` });
      console.log(`${label}: API p50 ${msf(t.api.p50)} p95 ${msf(t.api.p95)}; SQL p50 ${msf(t.sql.p50)} p95 ${msf(t.sql.p95)}`);
      await mark(`after "${label}"`);
    }
    const first = `/api/v1/elements/?factory=${site.id}&ordering=designation&page_size=25`;
    await listCase('List, first page (one site)', first);

    let url = first;
    const followStarted = performance.now();
    for (let i = 0; i < DEEP_PAGES; i++) {
      const page = await get<ListAnswer>(url);
      if (!page.next) throw new Error(`no next page after ${i + 1} pages`);
      url = page.next;
    }
    const followMs = performance.now() - followStarted;
    await listCase(`List, cursor page ${DEEP_PAGES + 1} (after ${DEEP_PAGES * 25} rows)`, url);

    const search = `/api/v1/elements/?search=${encodeURIComponent(fragment)}`;
    await listCase(`List, search "${fragment}" (all sites)`, search);

    const countPath = `/api/v1/elements/count/?factory=${site.id}&regulation=${reg.id}`;
    {
      const query = await countSql(ctx, paramsOf(countPath));
      const api = await get<{ count: number }>(countPath);
      const raw = (await run(query)).rows[0] as { n: number };
      if (api.count !== raw.n) throw new Error(`count: API ${api.count}, SQL ${raw.n}`);
      const t = await compare(() => get(countPath), () => run(query), REPS, WARMUP, probes);
      cases.push({ label: 'Count (site + regulation)', path: countPath, kind: 'count', ...t, query, check: `both ${api.count}` });
      console.log(`count: API p95 ${msf(t.api.p95)}; SQL p95 ${msf(t.sql.p95)}`);
      await mark('after count');
    }

    // Where an API call's time goes: no authentication (health), authentication alone (options:
    // the context query, no other SQL), and the first page; alternating, in the same rounds.
    const overheadPaths = [['Health (no authentication, no SQL)', '/api/v1/health/'], ['Options (authentication only)', '/api/v1/elements/options/'],
      ['List, first page', first]] as const;
    const overheadTimes: number[][] = overheadPaths.map(() => []);
    for (let i = 0; i < REPS + WARMUP; i++) {
      for (const [k, [, p]] of overheadPaths.entries()) { const ms = await timeIt(() => get(p)); if (i >= WARMUP) overheadTimes[k].push(ms); }
    }
    const overhead = overheadPaths.map(([label, p], k) => ({ label, path: p, ...stats(overheadTimes[k]) }));

    // Throughput: the first page, 32 connections, against the same SQL from 32 pg clients; CPU
    // of each side per request.
    const firstQuery = cases[0].query;
    async function measured(label: string, work: () => Promise<void>, withServer: boolean): Promise<Throughput> {
      const before = { server: await cpuOf(srv.pid), pg: await postgresCpu(pgDir), client: process.cpuUsage() };
      const t = await hammer(CONCURRENCY, SECONDS, work);
      const client = process.cpuUsage(before.client);
      const per = (ms: number) => ms / Math.max(1, t.done);
      return {
        label, done: t.done, errors: t.errors, rps: t.rps, clientCpu: per((client.user + client.system) / 1000),
        postgresCpu: per((await postgresCpu(pgDir)) - before.pg), serverCpu: withServer ? per((await cpuOf(srv.pid)) - before.server) : undefined,
      };
    }
    const apiTp = await measured(`API, ${CONCURRENCY} concurrent fetch loops (keep-alive)`, async () => {
      const res = await fetch(`${srv.base}${first}`, { headers: auth });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(String(res.status));
    }, true);
    await mark('after API throughput');
    hammerPool = new pg.Pool({ connectionString: db.url, max: CONCURRENCY });
    hammerPool.on('error', () => {});
    const hp = hammerPool;
    await Promise.all(Array.from({ length: CONCURRENCY }, () => hp.query('SELECT 1'))); // open the connections first
    const sqlTp = await measured(`Raw SQL, ${CONCURRENCY} concurrent \`pg\` clients`, async () => { await hp.query(firstQuery.sql, firstQuery.params); }, false);
    await hammerPool.end();
    hammerPool = null;
    console.log(`throughput: API ${apiTp.rps.toFixed(0)} req/s, SQL ${sqlTp.rps.toFixed(0)} q/s`);

    // Bulk update of the whole site (every element to one building) through the API (a job past
    // 5000 rows), then the same change as ONE statement, rolled back, for comparison.
    const filter = { factory: String(site.id) };
    const bulk = await runBulk(srv.base, auth, { action: 'update', all: true, filter, data: { building: building.id } },
      { serverPid: srv.pid, pgDataDir: pgDir });
    await mark('after bulk update');
    console.log(`bulk: ${(bulk.ms / 1000).toFixed(2)} s for ${bulk.count} rows (job: ${bulk.asJob}, progress ${bulk.progress.join(',')})`);
    const where = whereOf(elements, ctx, parseListQuery(elements.def, filter, false));
    const { rows: [other] } = await client.query<{ id: number }>(
      'SELECT id FROM buildings WHERE factory_id = $1 AND id <> $2 ORDER BY id LIMIT 1', [site.id, building.id]);
    const update = dialect.sqlToQuery(sql`UPDATE elements SET building_id = ${other.id}
      WHERE id IN (SELECT ${elements.columns.id.expr} FROM ${elements.from} WHERE ${where})`);
    await client.query('BEGIN');
    const rawMs = await timeIt(() => run(update));
    await client.query('ROLLBACK');
    let updateExplain: string | undefined;
    if (bulk.ms >= BULK_TARGET_MS) {
      await client.query('BEGIN');
      updateExplain = await explain(update, 'ANALYZE, BUFFERS, WAL');
      await client.query('ROLLBACK');
    }
    console.log(`UPDATE alone ${(rawMs / 1000).toFixed(2)} s`);

    // Sampler off; the memory sums up.
    await sleep(1000);
    await mark('end (1 s after the bulk update)');
    stopSampler = null;
    const { max: rssMax, samples } = await sampler.stop();
    const hwm = (await memoryOf(srv.pid)).hwm;

    // 4. EXPLAIN of the misses (and of any SQL over 30 ms), then the report.
    for (const c of cases) if (!listMet(c) || c.sql.p95 >= 30) c.explain = await explain(c.query);
    const result: BenchResult = {
      command, startedAt, loadBefore, pgVersion: info.version,
      seed: { ms: seedMs, elements: ELEMENTS, sites: SITES, total: info.total }, site, reg, poolSize: POOL, reps: REPS, warmup: WARMUP,
      cases, deep: { pages: DEEP_PAGES, ms: followMs }, overhead,
      throughput: { seconds: SECONDS, concurrency: CONCURRENCY, api: apiTp, sql: sqlTp },
      bulk: { run: bulk, filter, building, rawMs, update, explain: updateExplain },
      memory: { rssAt, max: rssMax, samples, hwm, hwmReset },
    };
    const md = report(result);
    console.log(`\n${md}`);
    const out = path.join(import.meta.dirname, 'results', 'elements.md');
    await fs.mkdir(path.dirname(out), { recursive: true });
    // The sections other benches wrote there (elements-sort.ts) stay.
    const kept = await sectionsOf(out);
    await fs.writeFile(out, kept ? `${md.trimEnd()}\n\n${kept}` : md);
    console.log(`written to ${path.relative(process.cwd(), out)}`);
  } finally {
    client.release();
  }
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await stopSampler?.().catch(() => {});
  await server?.stop().catch((err) => console.warn(`stopping the server: ${String(err)}`));
  await hammerPool?.end().catch(() => {});
  await sessionPool?.end().catch(() => {});
  await pool?.end().catch(() => {});
  await db?.stop().catch((err) => console.warn(`stopping PostgreSQL: ${String(err)}`));
  await fs.rm(dir, { recursive: true, force: true });
  // The seed rewrites its own report: put the committed one back.
  if (seedReportBefore !== null) await fs.writeFile(seedReport, seedReportBefore);
}
process.exit(failed ? 1 : 0);
