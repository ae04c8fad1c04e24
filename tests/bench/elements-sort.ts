// The elements list sorted by its label columns (issue 34) at scale: on 'Bench Industrie' with a
// million elements (tests/bench/seeded-bench.ts), the first page sorted by site, building,
// regulation, type and conformity — all sites, and one site (the largest) — and a page 41 deep,
// each API call against the raw SQL the engine builds for it (ratio of p95s, never timed
// assertions), with its plan. Beside them, the same first page sorted through the joined names
// (what the sort would cost without the stored keys of migration 0043), its SQL alone.
// Writes its section of tests/bench/results/elements.md (results-section.ts).
// Run: node --import tsx tests/bench/elements-sort.ts [--elements 1000000] [--reps 30] [--database-url <url>]
import os from 'node:os';
import path from 'node:path';
import { areaResources } from '../../server/areas';
import { elements } from '../../server/areas/elements/resource';
import { registerResources } from '../../server/crud/registry';
import { casesTable, plansOf, type Measured } from './controls-report';
import { compare, paramsOf, runRaw, stats, timeIt, type Query } from './measure';
import { writeSection } from './results-section';
import { arg, intArg, recorded, seededBench, type SeededBench } from './seeded-bench';

const ELEMENTS = intArg('--elements', 1_000_000);
const REPS = intArg('--reps', 30);
const DATABASE_URL = arg('--database-url');
const command = `node --import tsx tests/bench/elements-sort.ts --elements ${ELEMENTS}${REPS !== 30 ? ` --reps ${REPS}` : ''}`;
const ORDERINGS = ['factory', '-factory', 'building', '-building', 'regulation', 'element_type', 'conformity', '-conformity'];
// The stored keys and the names they copy (the "before" SQL sorts on the join).
const JOINED: Record<string, string> = {
  'e.site_sort': 'f.name', 'e.building_sort': 'b.name', 'e.regulation_sort': 'r.name', 'e.type_sort': 't.name',
};

type Page = { results: { id: number }[]; next: string | null };

let bench: SeededBench | null = null;
let failed = false;
try {
  bench = await seededBench('elements-sort-bench-', { elements: ELEMENTS, sites: 32, url: DATABASE_URL });
  const b = bench;
  const { rows: [site] } = await b.pool.query<{ id: number; name: string; n: number }>(`
    SELECT e.factory_id AS id, min(f.name) AS name, count(*)::int AS n FROM elements e JOIN factories f ON f.id = e.factory_id
    WHERE e.company_id = $1 GROUP BY 1 ORDER BY 3 DESC LIMIT 1`, [b.company]);
  const { rows: [small] } = await b.pool.query<{ id: number; name: string; n: number }>(`
    SELECT e.factory_id AS id, min(f.name) AS name, count(*)::int AS n FROM elements e JOIN factories f ON f.id = e.factory_id
    WHERE e.company_id = $1 GROUP BY 1 ORDER BY 3 LIMIT 1`, [b.company]);
  // The keys the seed wrote agree with the names (the seed writes with triggers off).
  const { rows: [stale] } = await b.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM elements e
    JOIN factories f ON f.id = e.factory_id JOIN buildings bb ON bb.id = e.building_id JOIN regulations r ON r.id = e.regulation_id
    JOIN element_types t ON t.id = e.element_type_id
    WHERE (e.site_sort, e.building_sort, e.regulation_sort, e.type_sort) IS DISTINCT FROM (f.name, bb.name, r.name, t.name)`);
  if (stale.n) throw new Error(`${stale.n} elements whose sort keys differ from their names`);
  const api = await b.serve();
  registerResources(areaResources());
  const cases: Measured[] = [];
  const checks: string[] = [];
  const measure = async (label: string, p: string) => {
    const query = await recorded(elements, b.ctx, paramsOf(p), 'list');
    const client = await b.pool.connect();
    try {
      const got = ((await api.get(p)) as Page).results.map((r) => r.id);
      const raw = ((await runRaw(client, query, 'list')) as { rows: { id: number }[] }).rows.slice(0, 25).map((r) => r.id);
      if (got.join() !== raw.join()) throw new Error(`${label}: the API page differs from its SQL`);
      checks.push(`${label}: same ${got.length} ids`);
      const t = await compare(() => api.get(p), () => runRaw(client, query, 'list'), REPS, 3);
      cases.push({ label, path: p, kind: 'list', ...t, query, target: 2, engineSql: true, explain: await b.explain(query, 'list') });
      console.log(`${label}: API p95 ${t.api.p95.toFixed(1)} ms, SQL p95 ${t.sql.p95.toFixed(1)} ms`);
    } finally {
      client.release();
    }
    return query;
  };
  const before: string[] = [];
  const joined = async (label: string, q: Query) => {
    let text = q.sql;
    for (const [key, name] of Object.entries(JOINED)) text = text.replaceAll(key, name);
    if (text === q.sql) return;
    const client = await b.pool.connect();
    try {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push(await timeIt(() => runRaw(client, { sql: text, params: q.params }, 'list')));
      const s = stats(times);
      before.push(`| ${label} | ${s.p50.toFixed(1)} ms / ${s.p95.toFixed(1)} ms |`);
    } finally {
      client.release();
    }
  };
  for (const ordering of ORDERINGS) {
    const all = await measure(`Sorted by ${ordering}, all sites`, `/api/v1/elements/?ordering=${ordering}&page_size=25`);
    await joined(`Sorted by ${ordering}, all sites`, all);
    const one = await measure(`Sorted by ${ordering}, one site`, `/api/v1/elements/?factory=${site.id}&ordering=${ordering}&page_size=25`);
    await joined(`Sorted by ${ordering}, one site`, one);
  }
  // The smallest site: its rows are rare in the (key, id) index of the others' orderings.
  for (const ordering of ['building', 'conformity']) {
    await measure(`Sorted by ${ordering}, smallest site`, `/api/v1/elements/?factory=${small.id}&ordering=${ordering}&page_size=25`);
  }
  // 40 pages deep (1,000 rows) through `next`, sorted by building: the keyset page itself.
  let p = '/api/v1/elements/?ordering=building&page_size=25';
  for (let i = 0; i < 40; i++) {
    const next = new URL(((await api.get(p)) as Page).next!, 'http://x');
    p = `${next.pathname}${next.search}`;
  }
  await measure('Sorted by building, page 41 (cursor)', p);

  const md = [
    `## Sorted by a label column (issue 34): ${b.info.elements.toLocaleString('en')} elements`,
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Command: \`${command}\``,
    `- Machine: ${os.cpus().length} CPUs, load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (other engineers share it); PostgreSQL ${b.info.version}`,
    `- One site: ${site.name} (${site.n.toLocaleString('en')} elements); smallest site: ${small.name} (${small.n.toLocaleString('en')}). The orderings sort on keys stored on the element (site_sort, building_sort, regulation_sort, type_sort, kept by the triggers of migration 0043; conformity on non_compliant), each with an index (key, id); the site sort of one site reads (factory_id, site_sort, id).`,
    '- Ratios, never timed assertions: API p95 / raw SQL p95 of the same query (the engine\'s own, run as the API runs it). Target: the elements bench\'s, within 2× its SQL.',
    '',
    ...casesTable(cases),
    '',
    `Checks: ${checks.join('; ')}.`,
    '',
    'The same first pages sorted through the joined names instead of the stored keys (the SQL alone, 5 runs, p50 / p95): what these orderings would cost without migration 0043.',
    '',
    '| Case | SQL p50 / p95 |',
    '|---|--:|',
    ...before,
    '',
    '<details><summary>The SQL and plans</summary>',
    '',
    ...plansOf(cases),
    '</details>',
  ].join('\n');
  console.log(`\n${md}`);
  await writeSection(path.join(import.meta.dirname, 'results', 'elements.md'), 'label-sorts', md);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await bench?.stop();
}
process.exit(failed ? 1 : 0);
