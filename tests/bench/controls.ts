// Controls and the stored conformity at scale (issue 11, "Demo, scale, tests"), on the 'Bench
// Industrie' company of tests/bench/seed-elements.ts (2-3 controls per element): each API call
// against the raw SQL of the same query (the engine's own, recorded by a runner that runs
// nothing), as ratios, never as timed assertions:
//   - /controls first page of one site, ordered by next_date, and the same with next_date_lte;
//   - the elements' non_compliant count (target: within 1.5× its SQL) and the tab's first page,
//     with their plans (the partial indexes elements_non_compliant_*);
//   - the midnight conformity job over every element (duration, rows touched), on today, on
//     tomorrow and a week ahead (dates passing), then the full recompute (which restores today).
// /controls is served by the controls area: when this build has no such resource, its SQL side is
// the equivalent hand-written query and the API side is reported as missing (rerun after merge).
// Run: node --import tsx tests/bench/controls.ts [--elements 100000] [--sites 32] [--reps 30]
//   or, on a database seeded by `npm run seed:bench`: ... --database-url URL
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { areaResources } from '../../server/areas';
import { ownTransactions, passedDateCandidatesSql, recomputeCompliance, refreshPassedDates } from '../../server/areas/compliance/refresh';
import { parisDay } from '../../server/areas/elements/conformity';
import { intArr } from '../../server/crud/sql';
import type { ServerResource } from '../../server/crud/types';
import { createDb } from '../../server/db/pool';
import { report, type ControlsBench, type Measured } from './controls-report';
import { compare, paramsOf, runRaw, timeIt, type Query } from './measure';
import { arg, intArg, recorded, seededBench, type SeededBench } from './seeded-bench';

const ELEMENTS = intArg('--elements', 1_000_000);
const SITES = intArg('--sites', 32);
const REPS = intArg('--reps', 30);
const URL = arg('--database-url');
const dialect = new PgDialect();
const command = `node --import tsx tests/bench/controls.ts ${URL ? '--database-url <url> (seeded by npm run seed:bench)' : `--elements ${ELEMENTS} --sites ${SITES}`}${REPS !== 30 ? ` --reps ${REPS}` : ''}`;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let bench: SeededBench | null = null;
let failed = false;
try {
  bench = await seededBench('controls-bench-', { elements: ELEMENTS, sites: SITES, url: URL });
  const { pool, ctx, info, seedMs } = bench;
  const { rows: [site] } = await pool.query<{ id: number; n: number; name: string }>(`
    SELECT k.factory_id AS id, count(*)::int AS n, min(f.name) AS name FROM controls k JOIN factories f ON f.id = k.factory_id
    WHERE k.company_id = $1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`, [bench.company]);
  const today = parisDay();
  console.log(`${info.elements} elements, ${info.controls} controls; site ${site.name} (${site.id}): ${site.n} controls`);

  const { get, served } = await bench.serve();

  const client = await pool.connect();
  const run = (q: Query, kind: 'list' | 'count') => runRaw(client, q, kind);
  const explain = bench.explain;
  const cases: Measured[] = [];
  try {
    const elements = areaResources().find((r) => r.def.name === 'elements')!;
    const controls = areaResources().find((r) => r.def.name === 'controls');
    // Without the controls resource: the query it is meant to run (scope on the row's site and
    // regulation, keyset on (next_date, id): controls_factory_next_date_id_idx).
    const handWritten = (lte?: string): Query => dialect.sqlToQuery(sql`SELECT k.id, k.designation, k.next_date::text, k.status::text
      FROM controls k WHERE k.factory_id = ANY(${intArr(ctx.factories)}) AND k.regulation_id = ANY(${intArr(ctx.regulations)})
        AND k.factory_id = ${site.id} ${lte ? sql`AND k.next_date <= ${lte}::date` : sql``} ORDER BY k.next_date, k.id LIMIT 26`);
    async function measure(label: string, p: string, kind: 'list' | 'count', res: ServerResource | undefined, fallback: Query | null, target: number) {
      const query = res ? await recorded(res, ctx, paramsOf(p), kind) : fallback!;
      const api = await served(p);
      const t = api ? await compare(() => get(p), () => run(query, kind), REPS, 3) : { ...(await compare(() => run(query, kind), () => run(query, kind), REPS, 3)), missing: true };
      const m: Measured = { label, path: p, kind, ...t, query, target, engineSql: !!res, explain: await explain(query, kind) };
      cases.push(m);
      console.log(`${label}: ${api ? `API p95 ${t.api.p95.toFixed(1)} ms, ` : 'API not served, '}SQL p95 ${t.sql.p95.toFixed(1)} ms`);
    }
    const first = `/api/v1/controls/?factory=${site.id}&ordering=next_date&page_size=25`;
    await measure('Controls, first page of one site', first, 'list', controls, handWritten(), 2);
    const lte = addDays(today, 30);
    await measure('Controls, first page, next_date_lte (30 days)', `${first}&next_date_lte=${lte}`, 'list', controls, handWritten(lte), 2);
    await measure('Elements, non_compliant count (every site)', '/api/v1/elements/count/?conformity=non_compliant', 'count', elements, null, 1.5);
    await measure('Elements, non_compliant tab, first page of one site',
      `/api/v1/elements/?factory=${site.id}&conformity=non_compliant&ordering=designation&page_size=25`, 'list', elements, null, 2);
    // The count agrees with the stored value AND with the rule (the seed kept it true).
    const { rows: [check] } = await client.query<{ stored: number; wrong: number }>(`SELECT count(*) FILTER (WHERE non_compliant)::int AS stored,
      count(*) FILTER (WHERE non_compliant IS DISTINCT FROM (conformity = 'non_compliant' OR coalesce(expiry_date < $1::date, false) OR EXISTS (SELECT 1 FROM controls k
        WHERE k.element_id = e.id AND k.status IN ('to_do', 'to_do_planned') AND k.leads_to_non_compliance AND k.next_date < $1::date)))::int AS wrong
      FROM elements e`, [today]);

    // The midnight job over every element: today (nothing passed since the seed), tomorrow,
    // a week ahead (catching up missed nights); then the full recompute on today restores.
    const drizzleDb = createDb(pool);
    const job: ControlsBench['job'] = [];
    for (const [label, day] of [['today (right after the seed)', today], ['tomorrow (one night)', addDays(today, 1)],
      ['a week ahead (7 nights missed)', addDays(today, 7)]] as const) {
      const plan = await explain(dialect.sqlToQuery(passedDateCandidatesSql(day)));
      let r: Awaited<ReturnType<typeof refreshPassedDates>> | null = null;
      const ms = await timeIt(async () => { r = await refreshPassedDates(ownTransactions(drizzleDb), { day }); });
      job.push({ label, ms, ...r!, plan });
      console.log(`midnight job, ${label}: ${ms.toFixed(0)} ms, ${r!.examined} candidates, ${r!.changed} changed`);
    }
    let full: Awaited<ReturnType<typeof recomputeCompliance>> | null = null;
    const fullMs = await timeIt(async () => { full = await recomputeCompliance(ownTransactions(drizzleDb), { day: today }); });
    job.push({ label: 'full recompute on today (restores)', ms: fullMs, ...full!, plan: '' });
    console.log(`full recompute: ${fullMs.toFixed(0)} ms, ${full!.changed} changed`);

    const md = report({ command, startedAt: new Date(), pgVersion: info.version, seedMs, elements: info.elements, controls: info.controls,
      site, cases, check, job, load: os.loadavg().map((l) => l.toFixed(1)).join(' / '), cpus: os.cpus().length });
    console.log(`\n${md}`);
    const out = path.join(import.meta.dirname, 'results', 'controls.md');
    await fs.writeFile(out, md);
    console.log(`written to ${path.relative(process.cwd(), out)}`);
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
