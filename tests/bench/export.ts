// Streamed export of many sites, CSV and XLSX, through the real server (a child process, so its
// memory is measured alone), against the raw SQL of the same query through a cursor; then the
// e-mailed path once (a job writing to the file store). Data: an embedded Postgres in a temp
// folder, the demo seed, and N sites generated in SQL.
// Run: node --import tsx tests/bench/export.ts [--rows 100000] [--server-heap MB]
// (--server-heap: the server's --max-old-space-size, to check that an export fits a fixed heap.)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { loadUserContext } from '../../server/auth/context';
import { exportedFields } from '../../server/crud/export';
import { parseListQuery } from '../../server/crud/query';
import { areaResources } from '../../server/areas';
import { factories } from '../../server/areas/sites/factories';
import { registerResources } from '../../server/crud/registry';
import { whereOf } from '../../server/crud/rows';
import { iso, orderBy } from '../../server/crud/sql';
import { freePort, startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { createPool } from '../../server/db/pool';
import { seedDemo } from '../../server/db/seed';
import { download, memoryOf, resetPeak, sampleRss, startServer, type Server } from './proc';

function intArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const n = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}
const ROWS = intArg('--rows', 100_000);
const HEAP_MB = process.argv.includes('--server-heap') ? intArg('--server-heap', 0) : 0;
const PASSWORD = 'demo2026';
const quiet = { info: () => {}, warn: (m: string) => console.warn(m), debug: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Run {
  label: string;
  ms: number;
  ttfbMs?: number;
  bytes: number;
  rows?: number;
  before: number;
  peak: number;
  after: number;
  /** VmHWM could be reset before the run (else the peak is the largest 50 ms sample). */
  hwmReset: boolean;
  ratio?: number;
}

/**
 * N sites of the demo company, each following every regulation, all in the demo admin's scope.
 * Foreign-key triggers are off for this transaction (replica role): the rows are valid by
 * construction, and their checks were 60% of the time.
 */
async function generate(pool: pg.Pool) {
  const started = performance.now();
  const { rows: [ids] } = await pool.query<{ company: number; admin: number }>(
    `SELECT (SELECT id FROM companies WHERE name = 'Démo Industrie') AS company, (SELECT id FROM users WHERE email = 'admin@demo.fr') AS admin`);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(`
    WITH f AS (
      INSERT INTO factories (name, company_id, created_at)
      SELECT 'Site ' || substr(md5(g::text), 1, 8) || ' n°' || g, $1, now() - make_interval(secs => g)
      FROM generate_series(1, $2::int) g RETURNING id
    ), uf AS (INSERT INTO user_factories (user_id, factory_id) SELECT $3, id FROM f)
    INSERT INTO factory_regulations (factory_id, regulation_id) SELECT f.id, r.id FROM f CROSS JOIN regulations r`,
    [ids.company, ROWS, ids.admin]);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  const insertMs = performance.now() - started;
  await pool.query('ANALYZE');
  return { insertMs, totalMs: performance.now() - started, admin: ids.admin };
}

/** The SELECT the export runs (server/crud/export.ts `batches`), built from the same pieces. */
async function exportQuery(pool: pg.Pool, userId: number) {
  const ctx = await loadUserContext(pool, userId, null, 'fr');
  if (!ctx) throw new Error('no context for the demo admin');
  registerResources(areaResources()); // the links' export reads the target resources' scopes
  const res = factories;
  const q = parseListQuery(res.def, {}, false);
  const custom = res.exportExpr(ctx);
  const values: SQL[] = exportedFields(res).map((f, i) => {
    const expr = custom[f.name] ?? res.columns[f.name].expr;
    return sql`${f.type === 'datetime' ? iso(expr) : expr} AS ${sql.identifier(`c${i}`)}`;
  });
  return new PgDialect().sqlToQuery(sql`
    SELECT ${sql.join(values, sql`, `)} FROM ${res.from} WHERE ${whereOf(res, ctx, q)}
    ORDER BY ${orderBy(res.columns[q.ordering.field], res.columns.id.expr, q.ordering.desc)}`);
}

/** That query through a server-side cursor, FETCH 1000 at a time, rows discarded. */
async function rawSql(pool: pg.Pool, query: { sql: string; params: unknown[] }) {
  const client = await pool.connect();
  try {
    const started = performance.now();
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(`DECLARE bench_rows NO SCROLL CURSOR FOR ${query.sql}`, query.params);
    let rows = 0;
    for (;;) {
      const { rowCount } = await client.query('FETCH 1000 FROM bench_rows');
      rows += rowCount ?? 0;
      if (!rowCount) break;
    }
    await client.query('COMMIT');
    return { ms: performance.now() - started, rows };
  } finally {
    client.release();
  }
}

/** Memory around `work`: RSS before, peak during (VmHWM reset first, and 50 ms samples), RSS 1 s after. */
async function measured<T>(pid: number, work: () => Promise<T>) {
  const before = (await memoryOf(pid)).rss;
  const hwmReset = await resetPeak(pid);
  const sampler = sampleRss(pid);
  const value = await work();
  const { max } = await sampler.stop();
  const peak = Math.max(max, hwmReset ? (await memoryOf(pid)).hwm : 0);
  await sleep(1000);
  return { value, memory: { before, peak, after: (await memoryOf(pid)).rss, hwmReset } };
}

async function streamed(server: Server, auth: Record<string, string>, format: 'csv' | 'xlsx', expected: number): Promise<Run> {
  const m = await measured(server.pid, () => download(`${server.base}/api/v1/factories/export/?format=${format}`, auth));
  const d = m.value;
  if (d.status !== 200) throw new Error(`${format} export: HTTP ${d.status} (${d.contentType})`);
  const rows = format === 'csv' ? d.lines - 1 : undefined;
  if (rows !== undefined && rows !== expected) throw new Error(`csv export: ${rows} rows, ${expected} expected`);
  if (format === 'xlsx' && d.head.slice(0, 2) !== 'PK') throw new Error('xlsx export: not a zip file');
  return { label: `${format.toUpperCase()} streamed`, ms: d.ms, ttfbMs: d.ttfbMs, bytes: d.bytes, rows, ...m.memory };
}

/** Any authenticated request loads the caller's whole scope: a one-row list page, for reference. */
async function baseline(server: Server, auth: Record<string, string>): Promise<Run> {
  const m = await measured(server.pid, async () => {
    const started = performance.now();
    const res = await fetch(`${server.base}/api/v1/factories/?page_size=1`, { headers: auth });
    if (!res.ok) throw new Error(`list: HTTP ${res.status}`);
    return { ms: performance.now() - started, bytes: (await res.arrayBuffer()).byteLength };
  });
  return { label: 'Reference: GET /factories/?page_size=1', ...m.value, ...m.memory };
}

interface JobView { status: string; result: { rows: number; size: number } | null; error: string | null; created_at: string; finished_at: string | null }

/** delivery=email: the 202, then GET /jobs/{id}/ every 100 ms until done. */
async function emailed(server: Server, auth: Record<string, string>, expected: number): Promise<Run & { jobMs: number }> {
  const m = await measured(server.pid, async () => {
    const res = await fetch(`${server.base}/api/v1/factories/export/?format=csv&delivery=email`, { headers: auth });
    if (res.status !== 202) throw new Error(`e-mailed export: HTTP ${res.status} ${await res.text()}`);
    const { job } = (await res.json()) as { job: { id: string } };
    const started = performance.now();
    for (;;) {
      const view = (await (await fetch(`${server.base}/api/v1/jobs/${job.id}/`, { headers: auth })).json()) as JobView;
      if (view.status === 'failed') throw new Error(`export job failed: ${view.error}`);
      if (view.status === 'done') return { ms: performance.now() - started, view };
      if (performance.now() - started > 600_000) throw new Error('export job not done after 10 min');
      await sleep(100);
    }
  });
  const { ms, view } = m.value;
  if (view.result?.rows !== expected) throw new Error(`export job: ${view.result?.rows} rows, ${expected} expected`);
  const jobMs = Date.parse(view.finished_at!) - Date.parse(view.created_at);
  return { label: 'CSV e-mailed (202 → job done)', ms, bytes: view.result.size, rows: view.result.rows, jobMs, ...m.memory };
}

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');
const loadBefore = load();

function report(r: { runs: Run[]; gen: Awaited<ReturnType<typeof generate>>; raw: { ms: number; rows: number }; jobMs: number; query: string; hwm: boolean }) {
  const cpus = os.cpus();
  const lines = [
    `# Export bench: ${ROWS.toLocaleString('en')} sites`,
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? '?'}), ${mb(os.totalmem())} RAM, Node ${process.version}, ${os.type()} ${os.release()}`,
    `- Load average (1/5/15 min) at start: ${loadBefore}, at end: ${load()} (other processes share the machine)`,
    `- Command: \`node --import tsx tests/bench/export.ts --rows ${ROWS}${HEAP_MB ? ` --server-heap ${HEAP_MB}` : ''}\``,
    `- Database: embedded PostgreSQL (temp folder), demo seed + ${ROWS.toLocaleString('en')} generated sites (each following every regulation, all in admin@demo.fr's scope), generated in ${sec(r.gen.totalMs)} (INSERT … generate_series ${sec(r.gen.insertMs)}, ANALYZE ${sec(r.gen.totalMs - r.gen.insertMs)})`,
    `- Server: \`node --import tsx server/main.ts\` as a child process, EXPORT_EMAIL_THRESHOLD=10000000, LOG_LEVEL=warn${HEAP_MB ? `, --max-old-space-size=${HEAP_MB}` : ''}; the client (this script) reads each body as it comes and keeps nothing`,
    `- Raw SQL: the export's SELECT through a cursor (FETCH 1000, rows discarded) with \`pg\` from this process: ${sec(r.raw.ms)} for ${r.raw.rows.toLocaleString('en')} rows (second run, warm)`,
    `- Peak RSS: ${r.hwm ? 'VmHWM reset (clear_refs) before each run, and' : 'max of'} VmRSS sampled every 50 ms; "after" is 1 s after the end`,
    '',
    '| Export | Wall time | First byte | Size | Rows | Server RSS before | Peak RSS during | RSS after | Export / raw SQL |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...r.runs.map((x) => `| ${x.label} | ${sec(x.ms)} | ${x.ttfbMs === undefined ? '–' : `${Math.round(x.ttfbMs)} ms`} | ${mb(x.bytes)} | ${x.rows?.toLocaleString('en') ?? '–'} | ${mb(x.before)} | ${mb(x.peak)} (+${mb(x.peak - x.before)}) | ${mb(x.after)} | ${x.ratio === undefined ? '–' : `${x.ratio.toFixed(1)}×`} |`),
    '',
    `E-mailed job, on the database clock (created → finished): ${sec(r.jobMs)}; the 202 → done time above includes up to 100 ms of polling.`,
    '',
    '<details><summary>The SELECT timed as raw SQL ($1: the admin\'s regulation ids, $2: site ids)</summary>',
    '',
    '```sql',
    r.query.replace(/\s+/g, ' ').trim(),
    '```',
    '</details>',
    '',
  ];
  return lines.join('\n');
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'export-bench-'));
// mkdtemp makes it 0700: as root, initdb runs as the `postgres` user and must get in.
await fs.chmod(dir, 0o755);
let db: Awaited<ReturnType<typeof startEmbedded>> | null = null;
let pool: pg.Pool | null = null;
let server: Server | null = null;
try {
  db = await startEmbedded(dir, quiet);
  pool = createPool(db.url);
  await runMigrations(pool);
  await seedDemo(pool, PASSWORD);
  const gen = await generate(pool);
  const expected = Number((await pool.query(
    'SELECT count(*)::int AS n FROM user_factories uf JOIN factories f ON f.id = uf.factory_id WHERE uf.user_id = $1', [gen.admin])).rows[0].n);
  console.log(`generated ${ROWS} sites in ${sec(gen.totalMs)}; the admin sees ${expected}`);

  const query = await exportQuery(pool, gen.admin);
  await rawSql(pool, query); // warm-up
  const raw = await rawSql(pool, query);
  if (raw.rows !== expected) throw new Error(`raw SQL: ${raw.rows} rows, ${expected} expected`);
  console.log(`raw SQL: ${sec(raw.ms)}`);

  server = await startServer(await freePort(), {
    DATABASE_URL: db.url, LOG_LEVEL: 'warn', EXPORT_EMAIL_THRESHOLD: '10000000', DATA_DIR: path.join(dir, 'server-data'),
    DIST_DIR: path.join(dir, 'no-dist'), SMTP_HOST: '', S3_BUCKET: '', SEED_DEMO: '',
  }, HEAP_MB ? [`--max-old-space-size=${HEAP_MB}`] : []);
  const login = await fetch(`${server.base}/api/v1/login/`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.fr', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: HTTP ${login.status} ${await login.text()}`);
  const auth = { authorization: `Token ${((await login.json()) as { token: string }).token}` };

  const runs: Run[] = [await baseline(server, auth)];
  for (const format of ['csv', 'xlsx'] as const) {
    const run = await streamed(server, auth, format, expected);
    run.ratio = run.ms / raw.ms;
    runs.push(run);
    console.log(`${run.label}: ${sec(run.ms)}, ${mb(run.bytes)}, peak RSS ${mb(run.peak)}`);
  }
  const mail = await emailed(server, auth, expected);
  mail.ratio = mail.ms / raw.ms;
  runs.push(mail);
  const hwm = runs.every((r) => r.hwmReset);

  const md = report({ runs, gen, raw, jobMs: mail.jobMs, query: query.sql, hwm });
  console.log(`\n${md}`);
  const out = path.join(import.meta.dirname, 'results', 'export.md');
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, md);
  console.log(`written to ${path.relative(process.cwd(), out)}`);
} finally {
  await server?.stop().catch((err) => console.warn(`stopping the server: ${String(err)}`));
  await pool?.end().catch(() => {});
  await db?.stop().catch((err) => console.warn(`stopping PostgreSQL: ${String(err)}`));
  await fs.rm(dir, { recursive: true, force: true });
}
