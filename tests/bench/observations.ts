// Observations (tasks) and documents at scale (issue 12, "Measured"): on 'Bench Industrie' with a
// million elements (tests/bench/seeded-bench.ts), 500k observations on its elements and 200k
// documents filed on its sites, the /tasks and /documents first pages — all sites and one site,
// default ordering and the open / late tabs — each API call against the raw SQL the engine builds
// for it (run as the API runs it: joins planned in written order), as ratios of p95, never timed
// assertions; each case's plan is in the result file.
// Run: node --import tsx tests/bench/observations.ts [--elements 1000000] [--tasks 500000] [--documents 200000] [--reps 30]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { areaResources } from '../../server/areas';
import { registerResources } from '../../server/crud/registry';
import { casesTable, plansOf, type Measured } from './controls-report';
import { compare, paramsOf, runRaw, timeIt } from './measure';
import { intArg, recorded, seededBench, type SeededBench } from './seeded-bench';

const ELEMENTS = intArg('--elements', 1_000_000);
const TASKS = intArg('--tasks', 500_000);
const DOCUMENTS = intArg('--documents', 200_000);
const REPS = intArg('--reps', 30);
const command = `node --import tsx tests/bench/observations.ts --elements ${ELEMENTS} --tasks ${TASKS} --documents ${DOCUMENTS}`;

/** Observations on random elements (their site, building and regulation), deadlines over ±1 year. */
async function seedRows(b: SeededBench) {
  const tasksMs = await timeIt(() => b.pool.query(`
    INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description, deadline, status, origin, created_at)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.id,
      'Observation ' || g || ' : ' || (ARRAY['fuite', 'corrosion', 'étiquette absente', 'garde-corps', 'câble usé'])[1 + g % 5],
      current_date + (g % 730 - 365), (ARRAY['not_started', 'doing', 'done', 'no_followup']::task_status[])[1 + g % 4], 'manual',
      now() - make_interval(secs => g)
    FROM generate_series(1, $2::int) g
    JOIN (SELECT el.*, row_number() OVER (ORDER BY el.id) AS rn FROM elements el WHERE el.company_id = $1) e
      ON e.rn = 1 + (g::bigint * 7919) % (SELECT count(*) FROM elements WHERE company_id = $1)`, [b.company, TASKS]));
  const docsMs = await timeIt(async () => {
    await b.pool.query(`INSERT INTO documents (company_id, name, status, content_type, size, created_at)
      SELECT $1, 'Rapport ' || substr(md5(g::text), 1, 10) || '.pdf', 'online', 'application/pdf', 100000, now() - make_interval(secs => g)
      FROM generate_series(1, $2::int) g`, [b.company, DOCUMENTS]);
    // Each document filed on one of the company's sites (the list's scope reads these links).
    await b.pool.query(`INSERT INTO document_factories (document_id, factory_id)
      SELECT d.id, f.ids[1 + d.id % array_length(f.ids, 1)] FROM documents d,
        (SELECT array_agg(id ORDER BY id) AS ids FROM factories WHERE company_id = $1) f WHERE d.company_id = $1`, [b.company]);
  });
  await b.pool.query('VACUUM ANALYZE tasks');
  await b.pool.query('VACUUM ANALYZE documents');
  await b.pool.query('VACUUM ANALYZE document_factories');
  return { tasksMs, docsMs };
}

let bench: SeededBench | null = null;
let failed = false;
try {
  bench = await seededBench('observations-bench-', { elements: ELEMENTS, sites: 32 });
  const b = bench;
  const seeded = await seedRows(b);
  console.log(`${TASKS} observations in ${(seeded.tasksMs / 1000).toFixed(1)} s, ${DOCUMENTS} documents in ${(seeded.docsMs / 1000).toFixed(1)} s`);
  const { rows: [site] } = await b.pool.query<{ id: number; name: string; tasks: number }>(`
    SELECT t.factory_id AS id, min(f.name) AS name, count(*)::int AS tasks FROM tasks t JOIN factories f ON f.id = t.factory_id
    WHERE t.company_id = $1 GROUP BY 1 ORDER BY 3 DESC LIMIT 1`, [b.company]);
  const { get } = await b.serve();
  registerResources(areaResources());
  const cases: Measured[] = [];
  const measure = async (label: string, p: string, name: string) => {
    const res = areaResources().find((r) => r.def.name === name)!;
    const query = await recorded(res, b.ctx, paramsOf(p), 'list');
    const client = await b.pool.connect();
    const t = await compare(() => get(p), () => runRaw(client, query, 'list'), REPS, 3).finally(() => client.release());
    cases.push({ label, path: p, kind: 'list', ...t, query, target: 2, engineSql: true, explain: await b.explain(query, 'list') });
    console.log(`${label}: API p95 ${t.api.p95.toFixed(1)} ms, SQL p95 ${t.sql.p95.toFixed(1)} ms`);
  };
  await measure('Observations, first page (deadline)', '/api/v1/tasks/?page_size=25', 'tasks');
  await measure('Observations, open tab', '/api/v1/tasks/?open=true&page_size=25', 'tasks');
  await measure('Observations, late tab', '/api/v1/tasks/?late=true&page_size=25', 'tasks');
  await measure('Observations, open tab of one site', `/api/v1/tasks/?open=true&factory=${site.id}&page_size=25`, 'tasks');
  await measure('Documents, first page (newest)', '/api/v1/documents/?page_size=25', 'documents');
  await measure('Documents, first page of one site', `/api/v1/documents/?factory=${site.id}&page_size=25`, 'documents');

  const md = [
    `# Observations and documents bench: ${b.info.elements.toLocaleString('en')} elements, ${TASKS.toLocaleString('en')} observations, ${DOCUMENTS.toLocaleString('en')} documents`,
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Command: \`${command}\``,
    `- Machine: ${os.cpus().length} CPUs, load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (other engineers share it); PostgreSQL ${b.info.version}`,
    `- Site measured: ${site.name} (${site.tasks.toLocaleString('en')} observations). Ratios, never timed assertions: API p95 / raw SQL p95 of the same query (the engine's own).`,
    '',
    ...casesTable(cases),
    '',
    ...plansOf(cases),
  ].join('\n');
  console.log(`\n${md}`);
  await fs.writeFile(path.join(import.meta.dirname, 'results', 'observations.md'), md);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await bench?.stop();
}
process.exit(failed ? 1 : 0);
