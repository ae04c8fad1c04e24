// The activity report and consumption at scale (issue 15), on the 'Bench Industrie' company of
// tests/bench/seed-elements.ts (1M elements, 2-3 controls each, a finished history), plus
// generated observations and documents: each API call through the real server (a child process)
// against the raw SQL it runs (recorded by a runner that runs nothing), as p50/p95 and ratios,
// with the plans (EXPLAIN ANALYZE). Results: tests/bench/results/activity.md.
// Run: node --import tsx tests/bench/activity.ts [--elements 1000000] [--sites 32] [--reps 20]
//   or on a database seeded by `npm run seed:bench`: ... --database-url URL (its observations and
//   documents added once)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { periodRange } from '../../server/areas/activity-report/period';
import { rebuildActivityMonthly } from '../../server/areas/activity-report/aggregate';
import { activitySql, liveFromOf } from '../../server/areas/activity-report/query';
import { consumptionSql, currentMonth } from '../../server/areas/consumption/query';
import { snapshotMonth } from '../../server/areas/consumption/snapshot';
import { createDb } from '../../server/db/pool';
import { compare, timeIt, type Query } from './measure';
import { seededBench, type SeededBench } from './seeded-bench';

const arg = (name: string) => { const at = process.argv.indexOf(name); return at > 0 ? process.argv[at + 1] : undefined; };
const intArg = (name: string, fallback: number) => {
  const n = Number(arg(name) ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
};
const ELEMENTS = intArg('--elements', 1_000_000);
const SITES = intArg('--sites', 32);
const REPS = intArg('--reps', 20);
const URL = arg('--database-url');
const dialect = new PgDialect();
const ms = (x: number) => `${x.toFixed(1)} ms`;
/** YYYY-MM of the month after `m`. */
const monthAfter = (m: string) => {
  const i = Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};

let bench: SeededBench | null = null;
let failed = false;
try {
  bench = await seededBench('activity-bench-', { elements: ELEMENTS, sites: SITES, url: URL });
  const { pool, ctx, seedMs, info: seeded0 } = bench;
  const info = { version: seeded0.version, company: bench.company };
  // Observations (200k: created over two years, half closed since) and documents (100k, one site each).
  let aggregateMs = 0;
  const seeded = (await pool.query(`SELECT EXISTS (SELECT 1 FROM tasks WHERE description = 'Observation bench')
    AND EXISTS (SELECT 1 FROM element_consumption ec JOIN companies c ON c.id = ec.company_id WHERE c.name = 'Bench Industrie') AS x`)).rows[0].x;
  const extraMs = seeded ? 0 : await timeIt(async () => {
    await pool.query(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description, status, created_at, updated_at)
      SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.id, 'Observation bench',
        CASE WHEN e.id % 2 = 0 THEN 'done' ELSE 'not_started' END::task_status,
        now() - make_interval(days => (e.id % 730)), now() - make_interval(days => (e.id % 365))
      FROM elements e WHERE e.company_id = $1 AND e.id % 5 = 0`, [info.company]);
    await pool.query(`WITH d AS (INSERT INTO documents (company_id, name, created_at)
      SELECT $1, 'Document bench ' || g, now() - make_interval(days => g % 730) FROM generate_series(1, 100000) g RETURNING id)
      INSERT INTO document_factories (document_id, factory_id)
      SELECT d.id, (SELECT array_agg(id ORDER BY id) FROM factories WHERE company_id = $1)[1 + d.id % $2] FROM d`, [info.company, SITES]);
    // Twelve past months of active elements stored, as the monthly job writes them.
    const drizzleDb = createDb(pool!);
    for (let i = 1; i <= 12; i++) {
      const d = new Date();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() - i);
      await snapshotMonth(drizzleDb, `${d.toISOString().slice(0, 7)}-01`);
    }
    // The nightly rebuild of the activity aggregates (24 months), timed on its own.
    aggregateMs = await timeIt(async () => {
      const { rows: [m] } = await pool.query(`SELECT to_char(date_trunc('month', now()) - interval '24 months', 'YYYY-MM-DD') AS m`);
      await drizzleDb.transaction(async (tx) => rebuildActivityMonthly(tx, m.m));
    });
    await pool.query('ANALYZE');
  });
  const counts = (await pool.query(`SELECT (SELECT count(*)::int FROM elements) AS elements, (SELECT count(*)::int FROM controls) AS controls,
    (SELECT count(*)::int FROM controls WHERE status = 'finished') AS finished, (SELECT count(*)::int FROM tasks) AS tasks,
    (SELECT count(*)::int FROM documents) AS documents, (SELECT count(*)::int FROM element_consumption) AS consumption_rows`)).rows[0];
  console.log(JSON.stringify(counts));
  const { get, file: getFile } = await bench.serve();
  const client = await pool.connect();
  const q = (s: SQL): Query => dialect.sqlToQuery(s);
  const run = (x: Query) => client.query(x.sql, x.params);
  const explain = async (x: Query) => (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${x.sql}`, x.params)).rows.map((r) => r['QUERY PLAN']).join('\n');
  const rows: string[] = [];
  const plans: string[] = [];
  try {
    const one = ctx.factories[0];
    const p12 = periodRange('past_twelve_months');
    const ly = periodRange('last_year');
    const now = currentMonth();
    const from = `${Number(now.slice(0, 4)) - 1}-${now.slice(5, 7)}`;
    const cases: [string, string, Query][] = [
      ['Activity, past twelve months, every site', '/api/v1/activity/?period=past_twelve_months', q(activitySql(ctx, ctx.factories, p12.start, p12.end, liveFromOf(ctx, p12.start)))],
      ['Activity, last year, every site', '/api/v1/activity/?period=last_year', q(activitySql(ctx, ctx.factories, ly.start, ly.end, liveFromOf(ctx, ly.start)))],
      ['Activity, past twelve months, one site', `/api/v1/activity/?period=past_twelve_months&factory=${one}`, q(activitySql(ctx, [one], p12.start, p12.end, liveFromOf(ctx, p12.start)))],
      ['Consumption, twelve months (11 stored + live)', '/api/v1/consumption/',
        q(consumptionSql(ctx, { from: monthAfter(from), to: now, factories: null, regulations: null, elementTypes: null }))],
    ];
    for (const [label, p, sqlQuery] of cases) {
      const t = await compare(() => get(p), () => run(sqlQuery), REPS, 2);
      rows.push(`| ${label} | \`${p.replace('/api/v1', '')}\` | ${ms(t.api.p50)} | ${ms(t.api.p95)} | ${ms(t.sql.p50)} | ${ms(t.sql.p95)} | ${(t.api.p95 / t.sql.p95).toFixed(2)} | ${t.n} |`);
      plans.push(`### ${label}\n\n\`\`\`\n${await explain(sqlQuery)}\n\`\`\``);
      console.log(`${label}: API p95 ${ms(t.api.p95)}, SQL p95 ${ms(t.sql.p95)}`);
    }
    const eng = await compare(() => get('/api/v1/contract/engagement/'), async () => {}, REPS, 2);
    rows.push(`| Engagement (plan, limits, usage) | \`/contract/engagement/\` | ${ms(eng.api.p50)} | ${ms(eng.api.p95)} | – | – | – | ${eng.n} |`);
    const files: string[] = [];
    for (const format of ['pdf', 'xlsx']) {
      const p = `/api/v1/activity/generate_report/?period=past_twelve_months&format=${format}`;
      // 32 sites is above the inline limit: the answer is the 202 of the job (its enqueue time).
      const t = await timeIt(() => getFile(`${p}&factory=${ctx.factories.slice(0, 10).join(',')}`));
      files.push(`- generate_report ${format}, 10 sites (the file in the answer): ${ms(t)}`);
    }
    const md = `# Activity report and consumption at scale

- Date: ${new Date().toISOString()}
- Command: \`node --import tsx tests/bench/activity.ts ${URL ? '--database-url <url of npm run seed:bench>' : `--elements ${ELEMENTS} --sites ${SITES}`}${REPS !== 20 ? ` --reps ${REPS}` : ''}\`
- Machine: ${os.cpus().length} CPUs, Node ${process.version}, PostgreSQL ${info.version} (embedded); load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (other engineers share the machine)
- Data: ${JSON.stringify(counts)}; seed ${(seedMs / 1000).toFixed(0)} s, observations + documents + 12 monthly snapshots ${(extraMs / 1000).toFixed(0)} s, of which the nightly rebuild of the activity aggregates (24 months) ${(aggregateMs / 1000).toFixed(1)} s
- API: through the real server (HTTP, JSON), the bench user (every site of the bench company). SQL: the very statement the route runs, on one connection.

| Case | Call | API p50 | API p95 | SQL p50 | SQL p95 | API/SQL p95 | rounds |
|---|---|--:|--:|--:|--:|--:|--:|
${rows.join('\n')}

${files.join('\n')}

## Plans (EXPLAIN ANALYZE, BUFFERS)

${plans.join('\n\n')}
`;
    const out = path.join(import.meta.dirname, 'results', 'activity.md');
    await fs.writeFile(out, md);
    console.log(md.split('## Plans')[0]);
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
