// The API's overhead over its SQL (issue 32 §4; replaces the ratios of issues 9 and 15): on the
// 'Bench Industrie' company of seed-elements.ts, each list, count and dashboard call's p50/p95
// against the p50/p95 of the SQL it runs (built by the server's own code, replayed raw on one
// connection). Targets: p50 ≤ SQL p50 + 1 ms, p95 ≤ SQL p95 + 3 ms; throughput at 32 connections
// ≥ 0.8× the raw SQL's. The session context comes from the instance's cache (SESSION_CACHE, on
// by default); --no-cache measures the same with a context query per request, for comparison.
// Run: node --import tsx tests/bench/overhead.ts [--elements 1000000] [--sites 32] [--reps 100] [--seconds 10] [--no-cache]
//   or on a database seeded by `npm run seed:bench`: ... --database-url URL
import http from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DASHBOARD_CYCLES } from '../../resources/dashboards';
import { areaResources } from '../../server/areas';
import { cycle } from '../../server/areas/dashboards/cycles';
import { registerResources } from '../../server/crud/registry';
import type { Runner } from '../../server/crud/sql';
import { arg, intArg, recorded, seededBench, type SeededBench } from './seeded-bench';
import { compare, hammer, paramsOf, runRaw, type Query } from './measure';
import { cpuOf } from './proc';

const ELEMENTS = intArg('--elements', 1_000_000);
const SITES = intArg('--sites', 32);
const REPS = intArg('--reps', 100);
const SECONDS = intArg('--seconds', 10);
const URL = arg('--database-url');
const NO_CACHE = process.argv.includes('--no-cache');
const WARMUP = 10;
const CONCURRENCY = 32;
const dialect = new PgDialect();

interface Pct { p50: number; p95: number }
interface Row { group: string; label: string; path: string; api: Pct; sql: Pct; n: number; queries: number; cpu: number }

const resource = (name: string) => {
  const r = areaResources().find((x) => x.def.name === name);
  if (!r) throw new Error(`no resource ${name}`);
  return r;
};

let bench: SeededBench | null = null;
let failed = false;
try {
  bench = await seededBench('overhead-bench-', { elements: ELEMENTS, sites: SITES, url: URL });
  const { pool, ctx, info, seedMs } = bench;
  await pool.query(`UPDATE users SET dashboard_access = '{main,score}' WHERE email = 'bench@bench.fr'`);
  registerResources(areaResources());
  // The server's pool as large as the raw side's: the throughput compares the same connections.
  const { get, base, token, pid } = await bench.serve({ SESSION_CACHE: NO_CACHE ? '0' : '1', DB_POOL_SIZE: String(CONCURRENCY) });
  const { rows: [site] } = await pool.query<{ id: number }>(`SELECT f.id FROM factories f JOIN elements e ON e.factory_id = f.id
    WHERE f.company_id = $1 GROUP BY f.id ORDER BY count(*) DESC LIMIT 1`, [bench.company]);
  const { rows: [reg] } = await pool.query<{ id: number }>(`SELECT regulation_id AS id FROM elements WHERE factory_id = $1
    GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`, [site.id]);
  const client = await pool.connect();
  const out: Row[] = [];
  try {
    const replay = async (qs: Query[], kind: 'list' | 'count') => { for (const q of qs) await runRaw(client, q, kind); };
    async function measure(group: string, label: string, p: string, qs: Query[], kind: 'list' | 'count') {
      // The server's own CPU time per call (user + system, from /proc): unlike a latency, it does
      // not grow with the machine's load, so it shows the Node work a call costs on a quiet machine.
      let calls = 0;
      const cpu0 = await cpuOf(pid);
      const t = await compare(() => { calls++; return get(p); }, () => replay(qs, kind), REPS, WARMUP);
      const cpu = (await cpuOf(pid) - cpu0) / calls;
      out.push({ group, label, path: p, ...t, queries: qs.length, cpu });
      console.log(`${label}: API ${t.api.p50.toFixed(2)} / ${t.api.p95.toFixed(2)} ms, SQL ${t.sql.p50.toFixed(2)} / ${t.sql.p95.toFixed(2)} ms`);
    }
    const elements = resource('elements');
    const controls = resource('controls');
    const lists: [string, string, typeof elements][] = [
      ['elements, first page of a site', `/api/v1/elements/?factory=${site.id}&ordering=designation&page_size=25`, elements],
      ['elements, search "n°54321"', `/api/v1/elements/?search=${encodeURIComponent('n°54321')}`, elements],
      ['elements, all sites, first page', '/api/v1/elements/?page_size=25', elements],
      ['controls, first page of a site', `/api/v1/controls/?factory=${site.id}&page_size=25`, controls],
    ];
    for (const [label, p, res] of lists) await measure('list', label, p, [await recorded(res, ctx, paramsOf(p), 'list')], 'list');
    const counts: [string, string, typeof elements][] = [
      ['elements, site + regulation', `/api/v1/elements/count/?factory=${site.id}&regulation=${reg.id}`, elements],
      ['elements, whole company', '/api/v1/elements/count/', elements],
      ['controls, one site', `/api/v1/controls/count/?factory=${site.id}`, controls],
    ];
    for (const [label, p, res] of counts) await measure('count', label, p, [await recorded(res, ctx, paramsOf(p), 'count')], 'count');
    for (const name of DASHBOARD_CYCLES) {
      const qs: Query[] = [];
      const runner: Runner = { execute: async (s: SQL) => { qs.push(dialect.sqlToQuery(s)); return { rows: [{ n: 0, day: '2000-01-01', fresh: true }] }; } };
      await cycle(runner, ctx, name);
      await measure('dashboard', `main cycle ${name}`, `/api/v1/dashboard/main/control_cycle_${name}/`, qs, 'count');
    }
    // Authentication alone (no SQL of the route's): what every call pays before its query.
    await measure('auth', 'options (authentication only)', '/api/v1/elements/options/', [], 'count');

    // Throughput: the first list page from 32 keep-alive connections, against its SQL from 32 pg clients.
    const first = lists[0][1];
    const firstQuery = await recorded(elements, ctx, paramsOf(first), 'list');
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const apiTp = await hammer(CONCURRENCY, SECONDS, () => new Promise<void>((resolve, reject) => {
      http.get(`${base}${first}`, { agent, headers: { authorization: `Token ${token}` } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(String(res.statusCode)))));
      }).on('error', reject);
    }));
    agent.destroy();
    const hp = new pg.Pool({ connectionString: bench.url, max: CONCURRENCY });
    await Promise.all(Array.from({ length: CONCURRENCY }, () => hp.query('SELECT 1')));
    const sqlTp = await hammer(CONCURRENCY, SECONDS, async () => {
      const c = await hp.connect();
      try { await runRaw(c, firstQuery, 'list'); } finally { c.release(); }
    });
    await hp.end();
    console.log(`throughput: API ${apiTp.rps.toFixed(0)}/s, SQL ${sqlTp.rps.toFixed(0)}/s`);

    const ms = (v: number) => `${v.toFixed(2)} ms`;
    const over = (a: number, s: number) => `${a - s >= 0 ? '+' : ''}${(a - s).toFixed(2)} ms`;
    const ok50 = (r: Row) => r.api.p50 <= r.sql.p50 + 1;
    const ok95 = (r: Row) => r.api.p95 <= r.sql.p95 + 3;
    const ratio = apiTp.rps / sqlTp.rps;
    const met = out.filter((r) => r.group !== 'auth');
    const lines = [
      `# Overhead bench: ${info.elements.toLocaleString('en')} elements, ${info.controls.toLocaleString('en')} controls${NO_CACHE ? ' (SESSION_CACHE=0)' : ''}`, '',
      `- Date: ${new Date().toISOString()}`,
      `- Command: \`node --import tsx tests/bench/overhead.ts ${URL ? '--database-url <url>' : `--elements ${ELEMENTS} --sites ${SITES}`}${NO_CACHE ? ' --no-cache' : ''}\``,
      `- Machine: ${os.cpus().length} CPUs, load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (shared with other engineers' builds and tests: absolute times are noisy); PostgreSQL ${info.version}; seed ${(seedMs / 1000).toFixed(0)} s`,
      `- Session context: ${NO_CACHE ? 'read from PostgreSQL on every request (SESSION_CACHE=0)' : 'cached in the instance, dropped on NOTIFY (server/auth/context-cache.ts)'}.`,
      `- Timing: ${WARMUP} warm-up rounds, then up to ${REPS} rounds per call alternating the API call (node:http, one kept-alive socket) and its SQL (built by the server's own code, replayed on one pg connection; a list as the API reads it: BEGIN and SET LOCAL join_collapse_limit = 1 in one round trip, the page, a COMMIT not waited for; a dashboard cycle's queries one after another, which the API runs in parallel).`,
      '- Targets (issue 32 §4): API p50 ≤ SQL p50 + 1 ms and API p95 ≤ SQL p95 + 3 ms; throughput at 32 connections ≥ 0.8× the raw SQL.', '',
      `**${met.filter(ok50).length}/${met.length} calls meet the p50 target, ${met.filter(ok95).length}/${met.length} the p95 target; throughput ${ratio.toFixed(2)}× (${ratio >= 0.8 ? 'met' : 'NOT met'}).**`, '',
      '| Kind | Call | API p50 / p95 | SQL p50 / p95 | Overhead p50 | Overhead p95 | p50 ≤ +1 ms | p95 ≤ +3 ms | Server CPU / call | Rounds | Queries |',
      '|---|---|--:|--:|--:|--:|---|---|--:|--:|--:|',
      ...out.map((r) => `| ${r.group} | ${r.label} | ${ms(r.api.p50)} / ${ms(r.api.p95)} | ${ms(r.sql.p50)} / ${ms(r.sql.p95)} | ${over(r.api.p50, r.sql.p50)} | ${over(r.api.p95, r.sql.p95)} | ${ok50(r) ? 'met' : 'MISSED'} | ${ok95(r) ? 'met' : 'MISSED'} | ${ms(r.cpu)} | ${r.n} | ${r.queries} |`),
      '', `## Throughput (first page of the largest site, ${SECONDS} s each, ${CONCURRENCY} connections)`, '',
      '| Client | Requests | Errors | Rate |', '|---|--:|--:|--:|',
      `| API, ${CONCURRENCY} keep-alive connections (server pool ${CONCURRENCY}) | ${apiTp.done} | ${apiTp.errors} | ${apiTp.rps.toFixed(0)}/s |`,
      `| Raw SQL, ${CONCURRENCY} pg connections | ${sqlTp.done} | ${sqlTp.errors} | ${sqlTp.rps.toFixed(0)}/s |`,
      `| **API / SQL** | | | **${ratio.toFixed(2)}×** |`, '',
      'The load generator, the server and PostgreSQL share the same 2 CPUs: at 32 connections the API side also pays its HTTP client and the server\'s JSON on the CPUs PostgreSQL needs.',
    ];
    const file = path.join(import.meta.dirname, 'results', NO_CACHE ? 'overhead-no-cache.md' : 'overhead.md');
    await fs.writeFile(file, lines.join('\n') + '\n');
    console.log(`written to ${path.relative(process.cwd(), file)}`);
  } finally {
    client.release();
  }
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await bench?.stop();
}
process.exit(failed ? 1 : 0);
