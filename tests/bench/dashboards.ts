// Dashboards at scale (issue 15, "Measured, not assumed"), on the 'Bench Industrie' company of
// tests/bench/seed-elements.ts (1M elements, ~2.8M controls): each dashboard call through the API
// against the raw SQL it runs (recorded from the same code with a runner that runs nothing, then
// replayed on one connection), as ratios and p95, never as timed assertions. The main cycles read
// the stored counters for controls and elements (dashboards/counters.ts) and count the other
// lists directly (the lists' own count queries): their plans are written out. Then the daily snapshot job (duration) and the check that
// the stored snapshot equals a recomputation from scratch.
// Each round also times /api/v1/health/ (HTTP alone) and the session's context query: with the
// call's SQL, the floor under any authenticated route, against which a 2× target can be judged.
// Run: node --import tsx tests/bench/dashboards.ts [--elements 1000000] [--sites 32] [--reps 100] [--cycles-only]
//   or on a database seeded by `npm run seed:bench`: ... --database-url URL
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CONFORMITY_CARDS, DASHBOARD_CYCLES } from '../../resources/dashboards';
import { areaResources } from '../../server/areas';
import { loadContext } from '../../server/auth/context';
import { card } from '../../server/areas/dashboards/cards';
import { cycle } from '../../server/areas/dashboards/cycles';
import { historyOf, takeSnapshot } from '../../server/areas/dashboards/history';
import { scopeOn } from '../../server/areas/dashboards/findings';
import { improve } from '../../server/areas/dashboards/improve';
import { registerResources } from '../../server/crud/registry';
import type { Runner } from '../../server/crud/sql';
import { createDb } from '../../server/db/pool';
import { compare, timeIt, type Query } from './measure';
import { seededBench, type SeededBench } from './seeded-bench';

const arg = (name: string) => { const at = process.argv.indexOf(name); return at > 0 ? process.argv[at + 1] : undefined; };
const ELEMENTS = Number(arg('--elements') ?? 1_000_000);
const SITES = Number(arg('--sites') ?? 32);
const REPS = Number(arg('--reps') ?? 100);
/** Warm-up rounds per call: the server's JIT and PostgreSQL's caches as a running instance has them. */
const WARMUP = 10;
const URL = arg('--database-url');
/** Only the seven main cycles. */
const CYCLES_ONLY = process.argv.includes('--cycles-only');
const EMAIL = 'bench@bench.fr';
const dialect = new PgDialect();

/** The queries `fn` runs (recorded: counts answer 0, lists nothing). */
async function recorded(fn: (r: Runner) => Promise<unknown>): Promise<Query[]> {
  const qs: Query[] = [];
  await fn({ execute: async (s: SQL) => { qs.push(dialect.sqlToQuery(s)); return { rows: [{ n: 0, day: '2000-01-01', fresh: true }] }; } });
  return qs;
}

interface Pct { p50: number; p95: number }
interface Row { label: string; path: string; api: Pct; sql: Pct; floor: Pct; n: number; queries: number; plans: string[] }

const indexesOf = (plan: string) => [...new Set([...plan.matchAll(/(?:Index(?: Only)? Scan(?: Backward)?|Bitmap Index Scan) (?:using |on )(\w+)/g)].map((m) => m[1]))];

let bench: SeededBench | null = null;
let failed = false;
try {
  bench = await seededBench('dashboards-bench-', { elements: ELEMENTS, sites: SITES, url: URL });
  const { pool, ctx, seedMs, info } = bench;
  await pool.query(`UPDATE users SET dashboard_access = '{main,score}' WHERE email = $1`, [EMAIL]);
  registerResources(areaResources());
  console.log(`${info.elements} elements, ${info.controls} controls`);
  const { get } = await bench.serve();
  // The context query of the bench user's session, as the server runs it (prepared, its own connection).
  const { rows: [bs] } = await pool.query<{ token_hash: string }>(`SELECT s.token_hash FROM api_sessions s JOIN users u ON u.id = s.user_id
    WHERE u.email = $1 ORDER BY s.id DESC LIMIT 1`, [EMAIL]);
  const sessionPool = new pg.Pool({ connectionString: bench.url, max: 1 });
  const session = () => loadContext(sessionPool, bs.token_hash, 'fr');
  const health = () => get('/api/v1/health/');
  const client = await pool.connect();
  const out: Row[] = [];
  try {
    const replay = async (qs: Query[]) => { for (const q of qs) await client.query(q.sql, q.params); };
    const explain = async (q: Query) => (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params)).rows.map((r) => r['QUERY PLAN']).join('\n');
    async function measure(label: string, p: string, fn: (r: Runner) => Promise<unknown>) {
      const qs = await recorded(fn);
      const t = await compare(() => get(p), () => replay(qs), REPS, WARMUP, [health, session]);
      const plans: string[] = [];
      for (const q of qs.slice(0, 8)) plans.push(await explain(q));
      out.push({ label, path: p, ...t, queries: qs.length, plans });
      console.log(`${label}: API p95 ${t.api.p95.toFixed(1)} ms, SQL p95 ${t.sql.p95.toFixed(1)} ms (${qs.length} queries)`);
    }
    for (const name of DASHBOARD_CYCLES) {
      await measure(`main cycle ${name}`, `/api/v1/dashboard/main/control_cycle_${name}/`, (r) => cycle(r, ctx, name));
    }
    for (const name of CYCLES_ONLY ? [] : CONFORMITY_CARDS) {
      await measure(`score card ${name}`, `/api/v1/dashboard/conformity/${name}/`, (r) => card(r, ctx, name));
    }
    // The API's own cost with no SQL of the route's (session context, routing, validation, JSON):
    // what a ratio to a 1 ms query mostly measures.
    const fixed = await compare(() => get('/api/v1/dashboard/conformity/formula/'), async () => {}, REPS, WARMUP);
    const healthAlone = await compare(health, async () => {}, REPS, WARMUP);
    if (!CYCLES_ONLY) {
      await measure('score history', '/api/v1/dashboard/conformity/history/', (r) => historyOf(r, ctx));
      await measure('score improve', '/api/v1/dashboard/conformity/improve/', (r) => improve(r, ctx));
    }

    // The daily snapshot over every company, then stored = recomputed (the bench company's row).
    const drizzleDb = createDb(pool);
    let snap: Awaited<ReturnType<typeof takeSnapshot>> | null = null;
    let snapMs = 0;
    let stored: { score: number; elements: number } | undefined;
    let live: Awaited<ReturnType<typeof card>> | null = null;
    if (!CYCLES_ONLY) {
      snapMs = await timeIt(async () => { snap = await takeSnapshot(drizzleDb); });
      stored = (await client.query<{ score: number; elements: number }>(`SELECT h.score, h.elements FROM conformity_score_history h
        JOIN companies c ON c.id = h.company_id WHERE c.name = 'Bench Industrie' AND h.day = $1 AND h.factory_id IS NULL AND h.regulation_id IS NULL`, [snap!.day])).rows[0];
      live = await card(drizzleDb, ctx, 'sites');
    }
    // The score's store against a recomputation from scratch (one statement each, one snapshot).
    const { rows: [scoreDiff] } = await client.query<{ n: number; rows: number }>(`SELECT count(*) FILTER (WHERE f IS DISTINCT FROM s)::int AS n,
      count(*)::int AS rows FROM element_findings f FULL JOIN score_findings(NULL) s ON s.element_id = f.element_id`);
    const { rows: [counterDiff] } = await client.query<{ n: number; rows: number }>(`WITH s AS (SELECT factory_id, regulation_id, building_id,
        count(*)::int AS elements, sum(greatest(0, 100 - penalty))::bigint AS score_sum, sum(lb + lc)::int AS late_controls,
        sum(mo)::int AS missing_documents, sum(lt)::int AS late_tasks FROM element_findings GROUP BY 1, 2, 3),
      c AS (SELECT factory_id, regulation_id, building_id, elements, score_sum, late_controls, missing_documents, late_tasks
        FROM score_counters WHERE elements <> 0)
      SELECT count(*) FILTER (WHERE row(c.*) IS DISTINCT FROM row(s.*))::int AS n, count(*)::int AS rows FROM c FULL JOIN s USING (factory_id, regulation_id, building_id)`);
    // The improve ranking against every finding of the scope grouped by cause by brute force (no
    // use of the stored per-kind counts): per cause, the sum of its elements' score changes.
    const scope = dialect.sqlToQuery(scopeOn(ctx, 'p'));
    const { rows: brute } = await client.query<{ key: string }>(`WITH p AS (SELECT * FROM element_findings p WHERE ${scope.sql}),
      x AS (SELECT CASE WHEN k.leads_to_non_compliance THEN 'late_blocking_control' ELSE 'late_control' END AS finding,
            coalesce('t' || k.type_id, 'd' || k.designation) COLLATE "C" AS key, k.element_id, CASE WHEN k.leads_to_non_compliance THEN 20 ELSE 10 END AS w
          FROM controls k JOIN p ON p.element_id = k.element_id WHERE k.status IN ('to_do', 'to_do_planned') AND k.next_date < CURRENT_DATE
        UNION ALL SELECT 'missing_obligation', ('o' || o.document_name) COLLATE "C", o.element_id, 10 FROM obligations o JOIN p ON p.element_id = o.element_id
          WHERE o.status <> 'no_followup' AND NOT EXISTS (SELECT 1 FROM obligation_documents od WHERE od.obligation_id = o.id)
        UNION ALL SELECT 'late_task', 'e' || e.element_type_id, t.element_id, 5 FROM tasks t JOIN p ON p.element_id = t.element_id
          JOIN elements e ON e.id = t.element_id WHERE t.status IN ('not_started', 'doing') AND t.deadline < (now() AT TIME ZONE 'Europe/Paris')::date
        UNION ALL SELECT 'non_compliant', 'e' || e.element_type_id, p.element_id, 40 FROM p JOIN elements e ON e.id = p.element_id WHERE p.non_compliant),
      per_element AS (SELECT x.finding, x.key, x.element_id, sum(x.w)::int AS lost FROM x GROUP BY 1, 2, 3)
      SELECT a.finding || ':' || a.key AS key FROM per_element a JOIN p ON p.element_id = a.element_id
      GROUP BY a.finding, a.key ORDER BY sum(score_gain(p.penalty, a.lost)) DESC,
        min(CASE WHEN a.finding LIKE '%control' THEN 'control' WHEN a.finding = 'missing_obligation' THEN 'obligation'
          WHEN a.finding = 'late_task' THEN 'task' ELSE 'element' END), a.key, a.finding LIMIT 50`, scope.params);
    const served = ((await get('/api/v1/dashboard/conformity/improve/')) as { items: { key: string }[] }).items;
    const improveSame = JSON.stringify(served.map((i) => i.key)) === JSON.stringify(brute.map((i) => i.key));
    // The stored counters against a recount from scratch (one statement, one snapshot).
    const { rows: [diff] } = await client.query<{ n: number; rows: number }>(`SELECT count(*) FILTER (WHERE coalesce(c.n, 0) <> coalesce(s.n, 0))::int AS n,
      count(*)::int AS rows FROM dashboard_counters c FULL JOIN dashboard_counts_from_scratch() s USING (key, factory_id, regulation_id, building_id)`);

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const lines = [
      `# Dashboards bench: ${info.elements.toLocaleString('en')} elements, ${info.controls.toLocaleString('en')} controls`, '',
      `- Date: ${new Date().toISOString()}`,
      `- Command: \`node --import tsx tests/bench/dashboards.ts ${URL ? '--database-url <url>' : `--elements ${ELEMENTS} --sites ${SITES}`}${CYCLES_ONLY ? ' --cycles-only' : ''}\``,
      `- Machine: ${os.cpus().length} CPUs, load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (shared); PostgreSQL ${info.version}; seed ${(seedMs / 1000).toFixed(0)} s`,
      '- Ratios, never timed assertions: API p95 (HTTP, JSON) / p95 of the same SQL replayed on one connection (the API runs a cycle\'s counts in parallel).',
      '- Target (issue 15): every call under 100 ms p95 and within 2× its SQL.',
      `- Timing: ${WARMUP} warm-up rounds, then ${REPS} rounds per call, each round the API call, its SQL, /api/v1/health/ and the session's context query in turn.`,
      `- The API's fixed cost, a dashboard route that runs no SQL of its own (/dashboard/conformity/formula/: session context, routing, validation, JSON): p50 ${fixed.api.p50.toFixed(1)} ms, p95 ${fixed.api.p95.toFixed(1)} ms; /api/v1/health/ (HTTP alone: no authentication, no SQL) p50 ${healthAlone.api.p50.toFixed(1)} ms, p95 ${healthAlone.api.p95.toFixed(1)} ms.`,
      '- Floor: in each round, /api/v1/health/ + the session\'s context query (prepared, as the server runs it) + the call\'s SQL, timed one after the other: the least an authenticated route running that SQL could take here. Where the floor passes 2× the SQL, no API that checks the session on each request can meet the 2× target for that call on this machine.', '',
      '| Call | API p50 / p95 | SQL p50 / p95 | Ratio (p95) | < 100 ms | ≤ 2× | Floor p50 / p95 | Floor / SQL (p95) | Queries | Indexes in the plans |', '|---|--:|--:|--:|---|---|--:|--:|--:|---|',
      ...out.map((r) => `| ${r.label} | ${ms(r.api.p50)} / ${ms(r.api.p95)} | ${ms(r.sql.p50)} / ${ms(r.sql.p95)} | ${(r.api.p95 / r.sql.p95).toFixed(2)}× | ${r.api.p95 < 100 ? 'met' : 'MISSED'} | ${r.api.p95 <= 2 * r.sql.p95 ? 'met' : 'MISSED'} | ${ms(r.floor.p50)} / ${ms(r.floor.p95)} | ${(r.floor.p95 / r.sql.p95).toFixed(2)}×${r.floor.p95 > 2 * r.sql.p95 ? ' (> 2×)' : ''} | ${r.queries} | ${indexesOf(r.plans.join('\n')).join(', ')} |`),
      '', '## Stored counters', '',
      `- dashboard_counters: ${diff.rows} rows; ${diff.n} differ from the recount from scratch (dashboard_counts_from_scratch()).`,
      `- element_findings: ${scoreDiff.rows} rows; ${scoreDiff.n} differ from score_findings(NULL) recomputed from scratch.`,
      `- score_counters: ${counterDiff.rows} rows; ${counterDiff.n} differ from element_findings summed again.`,
      `- improve: the API's 50 causes ${improveSame ? 'equal' : 'DIFFER FROM'} every finding of the scope grouped by cause and ranked by brute force.`,
      ...(CYCLES_ONLY ? ['', 'Run with --cycles-only: the score cards, history, improve and the snapshot job were not measured.'] : [
        '', `## Daily snapshot job`, '',
        `- takeSnapshot over every company: ${(snapMs / 1000).toFixed(1)} s, ${snap!.rows} rows written, ${snap!.filled} filled.`,
        `- Stored company score ${stored?.score} over ${stored?.elements} elements; recomputed live (sites card): ${live!.score} — ${stored && Math.abs(stored.score - (live!.score ?? -1)) < 0.05 ? 'equal' : 'DIFFERENT'}.`,
      ]),
      '', '## Plans', '',
      ...out.flatMap((r) => [`### ${r.label}`, '', '```', ...r.plans.map((p) => p.split('\n').slice(0, 25).join('\n')), '```', '']),
    ];
    const md = lines.join('\n');
    const file = path.join(import.meta.dirname, 'results', 'dashboards.md');
    await fs.writeFile(file, md);
    console.log(`written to ${path.relative(process.cwd(), file)}`);
  } finally {
    client.release();
    await sessionPool.end();
  }
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await bench?.stop();
}
process.exit(failed ? 1 : 0);
