// The elements API against the raw SQL of the same query (issue 5, "Scale"): list pages (first,
// deep cursor, search), count, a bulk update of a whole site, and throughput under 32 concurrent
// connections, on the 'Bench Industrie' company of tests/bench/seed-elements.ts (run as a child
// process with --stop, in a temp folder; its database is then restarted here). The server runs as
// a child process (tests/bench/proc.ts) so that its RSS is its own. The raw SQL is the server's
// own: listPage/countRows/whereOf run against a runner that records the query instead of running it.
// Run: node --import tsx tests/bench/elements.ts [--elements 1000000] [--reps 30] [--seconds 10]
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { loadUserContext } from '../../server/auth/context';
import { parseListQuery } from '../../server/crud/query';
import { elements } from '../../server/crud/registry/elements';
import { whereOf } from '../../server/crud/rows';
import { freePort, startEmbedded } from '../../server/db/embedded';
import { createPool } from '../../server/db/pool';
import { compare, countSql, hammer, listSql, paramsOf, timeIt, type Case, type Query } from './measure';
import { memoryOf, resetPeak, sampleRss, startServer, type Server } from './proc';

function intArg(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const n = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}
const ELEMENTS = intArg('--elements', 1_000_000);
const REPS = intArg('--reps', 30);
const WARMUP = 3;
const SECONDS = intArg('--seconds', 10);
const CONCURRENCY = 32;
const DEEP_PAGES_WANTED = 200;
const PASSWORD = 'demo2026';
const EMAIL = 'bench@bench.fr';
const quiet = { info: () => {}, warn: (m: string) => console.warn(m), debug: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const msf = (ms: number) => `${ms.toFixed(1)} ms`;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');
const loadBefore = load();
const dialect = new PgDialect();
const startedAt = new Date();


const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const paramText = (p: unknown[]) => p.map((v, i) => `$${i + 1} = ${JSON.stringify(v)}`).join(', ');

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'elements-bench-'));
await fs.chmod(dir, 0o755); // as root, initdb runs as `postgres` and must get in
const seedReport = path.join(import.meta.dirname, 'results', 'seed-elements.md');
const seedReportBefore = await fs.readFile(seedReport, 'utf8').catch(() => null);
let db: Awaited<ReturnType<typeof startEmbedded>> | null = null;
let pool: pg.Pool | null = null;
let hammerPool: pg.Pool | null = null;
let server: Server | null = null;
let failed = false;
let stopSampler: (() => Promise<unknown>) | null = null;
try {
  // 1. The data: the seed script itself, in a child process that stops its database at the end.
  const seedStarted = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/seed-elements.ts',
      '--elements', String(ELEMENTS), '--data-dir', path.join(dir, 'db'), '--stop'], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (c) => resolve(c));
  });
  if (code !== 0) throw new Error(`seed-elements.ts exited with ${code}`);
  const seedMs = performance.now() - seedStarted;
  console.log(`seeded ${ELEMENTS} elements in ${sec(seedMs)}`);

  db = await startEmbedded(path.join(dir, 'db'), quiet);
  pool = createPool(db.url);
  const { rows: [info] } = await pool.query<{ version: string; user: number; company: number; total: number }>(`
    SELECT current_setting('server_version') AS version, (SELECT id FROM users WHERE email = $1) AS user,
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
    DATABASE_URL: db.url, LOG_LEVEL: 'warn', DATA_DIR: path.join(dir, 'server-data'),
    DIST_DIR: path.join(dir, 'no-dist'), SMTP_HOST: '', S3_BUCKET: '', SEED_DEMO: '',
  });
  const srv = server;
  const login = await fetch(`${srv.base}/api/v1/login/`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: HTTP ${login.status} ${await login.text()}`);
  const auth = { authorization: `Token ${((await login.json()) as { token: string }).token}` };
  const get = async <T>(p: string): Promise<T> => {
    const res = await fetch(`${srv.base}${p}`, { headers: auth });
    if (!res.ok) throw new Error(`GET ${p}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const rssStart = (await memoryOf(srv.pid)).rss;
  const hwmReset = await resetPeak(srv.pid);
  const sampler = sampleRss(srv.pid, 100);
  stopSampler = sampler.stop;
  const rssAt: [string, number][] = [['after start and login', rssStart]];
  const mark = async (label: string) => { rssAt.push([label, (await memoryOf(srv.pid)).rss]); };

  const client = await pool.connect();
  const run = (q: Query) => client.query(q.sql, q.params);
  const cases: Case[] = [];
  type ListAnswer = { next: string | null; results: { id: number }[] };
  try {
    // 3. Cases.
    async function listCase(label: string, p: string) {
      const query = await listSql(ctx!, paramsOf(p));
      const apiPage = await get<ListAnswer>(p);
      const sqlRows = (await run(query)).rows as { id: number }[];
      const same = apiPage.results.map((r) => r.id).join(',') === sqlRows.slice(0, apiPage.results.length).map((r) => r.id).join(',');
      if (!same) throw new Error(`${label}: the API page and the raw SQL differ`);
      const t = await compare(() => get(p), () => run(query), REPS, WARMUP);
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
      const t = await compare(() => get(countPath), () => run(query), REPS, WARMUP);
      cases.push({ label: 'Count (site + regulation)', path: countPath, kind: 'count', ...t, query, check: `both ${api.count}` });
      console.log(`count: API p95 ${msf(t.api.p95)}; SQL p95 ${msf(t.sql.p95)}`);
      await mark('after count');
    }

    // Throughput: the first page, 32 connections, against the same SQL from 32 pg clients.
    const firstQuery = cases[0].query;
    const apiTp = await hammer(CONCURRENCY, SECONDS, async () => {
      const res = await fetch(`${srv.base}${first}`, { headers: auth });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(String(res.status));
    });
    await mark('after API throughput');
    hammerPool = new pg.Pool({ connectionString: db.url, max: CONCURRENCY });
    hammerPool.on('error', () => {});
    const hp = hammerPool;
    await Promise.all(Array.from({ length: CONCURRENCY }, () => hp.query('SELECT 1'))); // open the connections first
    const sqlTp = await hammer(CONCURRENCY, SECONDS, async () => { await hp.query(firstQuery.sql, firstQuery.params); });
    console.log(`throughput: API ${apiTp.rps.toFixed(0)} req/s, SQL ${sqlTp.rps.toFixed(0)} q/s`);

    // Bulk update of the whole site (every element to one building), once, then the UPDATE alone
    // (rolled back) for comparison.
    const filter = { factory: String(site.id) };
    const bulkStarted = performance.now();
    const bulkRes = await fetch(`${srv.base}/api/v1/elements/bulk/`, {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'update', all: true, filter, data: { building: building.id } }),
    });
    const bulkBody = await bulkRes.text();
    const bulkMs = performance.now() - bulkStarted;
    await mark('after bulk update');
    if (!bulkRes.ok) throw new Error(`bulk: HTTP ${bulkRes.status} ${bulkBody}`);
    const bulkCount = (JSON.parse(bulkBody) as { count?: number }).count;
    const asJob = bulkRes.status === 202 || bulkBody.includes('"job"');
    const where = whereOf(elements, ctx, parseListQuery(elements.def, filter, false));
    const { rows: [other] } = await client.query<{ id: number }>(
      'SELECT id FROM buildings WHERE factory_id = $1 AND id <> $2 ORDER BY id LIMIT 1', [site.id, building.id]);
    const update = dialect.sqlToQuery(sql`UPDATE elements SET building_id = ${other.id}
      WHERE id IN (SELECT ${elements.columns.id.expr} FROM ${elements.from} WHERE ${where})`);
    await client.query('BEGIN');
    const rawUpdateMs = await timeIt(() => run(update));
    const updateExplain = bulkMs > 10_000
      ? (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${update.sql}`, update.params)).rows.map((r) => r['QUERY PLAN']).join('\n')
      : undefined;
    await client.query('ROLLBACK');
    console.log(`bulk: ${sec(bulkMs)} for ${bulkCount} rows (UPDATE alone ${sec(rawUpdateMs)})`);

    // Sampler off; the memory sums up.
    await sleep(1000);
    await mark('end (1 s after the bulk update)');
    stopSampler = null;
    const { max: rssMax, samples } = await sampler.stop();
    const hwm = (await memoryOf(srv.pid)).hwm;

    // 4. Targets, and EXPLAIN of the misses.
    const met = (ok: boolean) => (ok ? '✅ met' : '❌ not met');
    const verdict = (c: Case) => {
      const ratio = c.api.p95 / c.sql.p95;
      return c.kind === 'list' ? ratio <= 2 && c.api.p95 < 30 : ratio <= 1.5;
    };
    for (const c of cases) {
      if (!verdict(c) || c.sql.p95 >= 30) {
        c.explain = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${c.query.sql}`, c.query.params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      }
    }
    const steady = rssAt[1][1]; // after the first case's warm-up
    const endRss = rssAt[rssAt.length - 1][1];
    const flat = endRss <= steady * 1.2 && rssMax <= steady * 1.5;
    const cpus = os.cpus();
    const lines = [
      `# Elements bench: API vs raw SQL, ${ELEMENTS.toLocaleString('en')} elements`,
      '',
      `- Date: ${startedAt.toISOString()} → ${new Date().toISOString()}`,
      `- Command: \`node --import tsx tests/bench/elements.ts --elements ${ELEMENTS}${REPS !== 30 ? ` --reps ${REPS}` : ''}${SECONDS !== 10 ? ` --seconds ${SECONDS}` : ''}\``,
      `- Machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, ${os.type()} ${os.release()}, PostgreSQL ${info.version} (embedded, temp folder)`,
      `- Load average (1/5/15 min) at start: ${loadBefore}, at end: ${load()} (other processes share the machine; the server, PostgreSQL and this client share the ${cpus.length} CPUs)`,
      `- Data: \`tests/bench/seed-elements.ts --elements ${ELEMENTS} --stop\` in ${sec(seedMs)} (${info.total.toLocaleString('en')} elements in the database); site "${site.name}" (id ${site.id}, the largest: ${site.n.toLocaleString('en')} elements), regulation "${reg.name}" (id ${reg.id}, ${reg.n.toLocaleString('en')} of them)`,
      `- Server: \`node --import tsx server/main.ts\` as a child process, LOG_LEVEL=warn, its own pool (max 10 connections); logged in as ${EMAIL}`,
      `- Raw SQL: the query built by the server's own \`listPage\` / \`countRows\` / \`whereOf\` (a recording runner), run with \`pg\` from this process on one connection. The API time includes HTTP, authentication (session + user context queries), JSON; each API page was checked against the SQL rows.`,
      `- Timing: ${WARMUP} warm-up rounds, then ${REPS} rounds (fewer when a case passes 45 s: at least 5, or 3 with a single warm-up round when a round takes over 1 s; see Rounds) alternating API call and raw SQL; p50/p95 over those rounds. Targets: a list within 2× its SQL (p95 over p95) and under 30 ms at p95; a count within 1.5× its SQL (p95); a bulk update of ~100k elements under 10 s; memory flat.`,
      '',
      '| Case | Rounds | API p50 | API p95 | SQL p50 | SQL p95 | API/SQL p50 | API/SQL p95 | Check | Target |',
      '|---|--:|--:|--:|--:|--:|--:|--:|---|---|',
      ...cases.map((c) => `| ${c.label} | ${c.n} | ${msf(c.api.p50)} | ${msf(c.api.p95)} | ${msf(c.sql.p50)} | ${msf(c.sql.p95)} | ${(c.api.p50 / c.sql.p50).toFixed(2)}× | ${(c.api.p95 / c.sql.p95).toFixed(2)}× | ${c.check} | ${met(verdict(c))} (${c.kind === 'list' ? '≤ 2×, < 30 ms' : '≤ 1.5×'}) |`),
      '',
      `Following \`next\` for the ${DEEP_PAGES} pages before the deep one: ${sec(followMs)} (${msf(followMs / DEEP_PAGES)} a page).`,
      '',
      '## Throughput (first page of the site, ~' + SECONDS + ' s each)',
      '',
      '| Client | Requests | Errors | Rate |',
      '|---|--:|--:|--:|',
      `| API, ${CONCURRENCY} concurrent fetch loops (keep-alive) | ${apiTp.done} | ${apiTp.errors} | ${apiTp.rps.toFixed(0)} req/s |`,
      `| Raw SQL, ${CONCURRENCY} concurrent \`pg\` clients | ${sqlTp.done} | ${sqlTp.errors} | ${sqlTp.rps.toFixed(0)} q/s |`,
      `| **API / SQL** | | | **${(apiTp.rps / sqlTp.rps).toFixed(2)}×** |`,
      '',
      `The server's pool has 10 connections, the raw SQL side ${CONCURRENCY}; the load generator runs on the same ${cpus.length} CPUs.`,
      '',
      '## Bulk update',
      '',
      `\`POST /api/v1/elements/bulk/\` \`{ "action": "update", "all": true, "filter": ${JSON.stringify(filter)}, "data": { "building": ${building.id} } }\` (every element of the largest site to its building "${building.name}"): **${sec(bulkMs)}** for ${bulkCount?.toLocaleString('en') ?? '?'} elements, HTTP ${bulkRes.status}, ${asJob ? 'ran as a job' : 'synchronous (not a job: one transaction within the request)'} — ${met(bulkMs < 10_000)} (< 10 s). The UPDATE statement alone (another building, rolled back): ${sec(rawUpdateMs)}.`,
      ...(site.n < 90_000 ? ['', `Note: no single site holds ~100k elements at this size (the largest has ${site.n.toLocaleString('en')}), and a bulk \`building\` update needs one site, so the whole largest site was updated.`] : []),
      '',
      '## Server memory',
      '',
      `${hwmReset ? 'VmHWM reset after login; ' : ''}VmRSS sampled every 100 ms (${samples} samples): max ${mb(rssMax)}, VmHWM ${mb(hwm)}.`,
      '',
      '| Point | VmRSS |',
      '|---|--:|',
      ...rssAt.map(([l, v]) => `| ${l} | ${mb(v)} |`),
      '',
      `Memory flat (end ≤ 1.2× and max ≤ 1.5× the RSS after the first case): ${met(flat)}.`,
      '',
      '## Summary',
      '',
      ...cases.map((c) => `- ${c.label}: ${met(verdict(c))} — API p95 ${msf(c.api.p95)}, ${(c.api.p95 / c.sql.p95).toFixed(2)}× its SQL.`),
      `- Bulk update of ${bulkCount?.toLocaleString('en') ?? '?'} elements: ${met(bulkMs < 10_000)} — ${sec(bulkMs)}.`,
      `- Memory flat: ${met(flat)} — ${mb(steady)} → ${mb(endRss)}, max ${mb(rssMax)}.`,
      `- Throughput API/SQL: ${(apiTp.rps / sqlTp.rps).toFixed(2)}× (no target given).`,
      '',
      '## The SQL timed',
      '',
      ...cases.flatMap((c) => [
        `<details><summary>${c.label}: <code>${c.path}</code></summary>`, '', '```sql', oneLine(c.query.sql), '```', '', paramText(c.query.params), '',
        ...(c.explain ? ['EXPLAIN (ANALYZE, BUFFERS):', '', '```', c.explain, '```', ''] : []), '</details>', '']),
      '<details><summary>Bulk update: the UPDATE statement timed alone</summary>', '', '```sql', oneLine(update.sql), '```', '', paramText(update.params), '',
      ...(updateExplain ? ['EXPLAIN (ANALYZE, BUFFERS):', '', '```', updateExplain, '```', ''] : []), '</details>', '',
    ];
    const md = lines.join('\n');
    console.log(`\n${md}`);
    const out = path.join(import.meta.dirname, 'results', 'elements.md');
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.writeFile(out, md);
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
  await pool?.end().catch(() => {});
  await db?.stop().catch((err) => console.warn(`stopping PostgreSQL: ${String(err)}`));
  await fs.rm(dir, { recursive: true, force: true });
  // The seed rewrites its own report: put the committed one back.
  if (seedReportBefore !== null) await fs.writeFile(seedReport, seedReportBefore);
}
process.exit(failed ? 1 : 0);
