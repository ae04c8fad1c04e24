// Validating a control intervention of 1,000 controls: PATCH {status: 'done'} through the real
// server (a child process) against the raw SQL of the same work in one transaction (the status,
// the controls finished on the end date, their next occurrences by the date rule, the elements'
// conformity). Data: an embedded Postgres in a temp folder, the demo seed, 1,000 generated
// elements on one site and a background of generated controls; each run gets a fresh
// intervention in to_validate holding 1,000 late open controls of those elements.
// Run: node --import tsx tests/bench/interventions.ts [--controls 1000] [--background 200000] [--runs 5]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { freePort } from '../../server/db/embedded';
import { demoDatabase, PASSWORD } from './demo-db';
import { stats } from './measure';
import { startServer, type Server } from './proc';

const intArg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  const n = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
};
const CONTROLS = intArg('--controls', 1000);
const BACKGROUND = intArg('--background', 200_000);
const RUNS = intArg('--runs', 5);
const ms = (x: number) => `${x.toFixed(0)} ms`;

/** CONTROLS elements on the demo company's Lyon site, and BACKGROUND controls spread over them. */
async function generate(pool: pg.Pool) {
  const started = performance.now();
  const { rows: [site] } = await pool.query<{ factory: number }>(`SELECT id AS factory FROM factories WHERE name = 'Usine de Lyon'`);
  await pool.query(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.element_type_id, 'Bench ' || g
    FROM (SELECT * FROM elements WHERE factory_id = $1 ORDER BY id LIMIT 1) e, generate_series(1, $2::int) g`, [site.factory, CONTROLS]);
  // Spread over the demo elements (not the bench ones: their conformity is the bench's to check).
  await pool.query(`WITH ids AS (SELECT array_agg(id ORDER BY id) AS a FROM elements WHERE designation NOT LIKE 'Bench %')
    INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, designation, frequency_months,
      next_date, status, completed_date)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.id, 'Historique', 12,
      DATE '2020-01-01' + (g % 2000), CASE WHEN g % 3 = 0 THEN 'to_do' ELSE 'finished' END::control_status,
      CASE WHEN g % 3 = 0 THEN NULL ELSE DATE '2019-01-01' + (g % 2000) END
    FROM generate_series(1, $1::int) g, ids JOIN elements e ON TRUE
    WHERE e.id = ids.a[1 + g % cardinality(ids.a)]`, [BACKGROUND]);
  await pool.query('ANALYZE');
  return { factory: site.factory, ms: performance.now() - started };
}

/** A to_validate intervention holding CONTROLS late, blocking, planned controls (one per bench element). */
async function prepare(pool: pg.Pool, factory: number, n: number): Promise<number> {
  const { rows: [iv] } = await pool.query<{ id: number }>(`INSERT INTO interventions (kind, company_id, factory_id, name, start_date, end_date, status)
    SELECT 'control', company_id, id, 'Bench ' || $2::int, DATE '2026-01-30', DATE '2026-01-31', 'to_validate' FROM factories WHERE id = $1
    RETURNING id`, [factory, n]);
  await pool.query(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, designation, frequency_months,
      next_date, status, intervention_id)
    SELECT company_id, factory_id, building_id, regulation_id, id, 'Vérification bench', 12 + (id % 24), DATE '2025-06-30', 'to_do_planned', $1
    FROM elements WHERE designation LIKE 'Bench %'`, [iv.id]);
  await pool.query(`UPDATE elements SET non_compliant = true WHERE designation LIKE 'Bench %'`);
  return iv.id;
}

/** The same work written by hand, in one transaction. */
async function rawSql(pool: pg.Pool, id: number): Promise<number> {
  const client = await pool.connect();
  try {
    const started = performance.now();
    await client.query('BEGIN');
    await client.query(`UPDATE interventions SET status = 'done', updated_at = now() WHERE id = $1`, [id]);
    const { rows } = await client.query<{ element_id: number }>(`
      WITH done AS (
        UPDATE controls k SET status = 'finished', completed_date = (SELECT end_date FROM interventions WHERE id = $1), updated_at = now()
        WHERE k.intervention_id = $1 AND k.status IN ('to_do', 'to_do_planned') RETURNING k.*
      )
      INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, type_id, designation,
        frequency_months, next_date, controller_requirement, leads_to_non_compliance)
      SELECT company_id, factory_id, building_id, regulation_id, element_id, type_id, designation, frequency_months,
        (completed_date + make_interval(months => frequency_months))::date, controller_requirement, leads_to_non_compliance
      FROM done RETURNING element_id`, [id]);
    await client.query(`UPDATE elements e SET non_compliant = (e.conformity = 'non_compliant' OR (e.expiry_date IS NOT NULL AND e.expiry_date < CURRENT_DATE)
        OR EXISTS (SELECT 1 FROM controls k WHERE k.element_id = e.id AND k.status IN ('to_do', 'to_do_planned')
          AND k.leads_to_non_compliance AND k.next_date < CURRENT_DATE))
      WHERE e.id = ANY($1::int[])`, [[...new Set(rows.map((r) => r.element_id))]]);
    await client.query('COMMIT');
    return performance.now() - started;
  } finally {
    client.release();
  }
}

async function api(server: Server, auth: Record<string, string>, id: number): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${server.base}/api/v1/control-interventions/${id}/`, {
    method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'done' }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`PATCH: HTTP ${res.status} ${text}`);
  return performance.now() - started;
}

/** Both paths must leave the same result: every control finished, one next occurrence each, elements compliant. */
async function verify(pool: pg.Pool, id: number) {
  const { rows: [r] } = await pool.query(`SELECT
      (SELECT count(*) FROM controls WHERE intervention_id = $1 AND status = 'finished' AND completed_date = '2026-01-31')::int AS finished,
      (SELECT count(*) FROM elements WHERE designation LIKE 'Bench %' AND non_compliant)::int AS late`, [id]);
  if (r.finished !== CONTROLS || r.late !== 0) throw new Error(`intervention ${id}: ${JSON.stringify(r)}`);
}

const { dir, url, pool, stop } = await demoDatabase('interventions-bench-');
let server: Server | null = null;
try {
  const gen = await generate(pool);
  const total = Number((await pool.query('SELECT count(*)::int AS n FROM controls')).rows[0].n);
  console.log(`generated ${CONTROLS} elements and ${BACKGROUND} background controls in ${ms(gen.ms)}`);
  server = await startServer(await freePort(), {
    DATABASE_URL: url, LOG_LEVEL: 'warn', DATA_DIR: path.join(dir, 'server-data'), DIST_DIR: path.join(dir, 'no-dist'),
    SMTP_HOST: '', S3_BUCKET: '', SEED_DEMO: '',
  });
  const login = await fetch(`${server.base}/api/v1/login/`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.fr', password: PASSWORD }),
  });
  const auth = { authorization: `Token ${((await login.json()) as { token: string }).token}` };
  const apiMs: number[] = [];
  const sqlMs: number[] = [];
  // One warm-up each, then alternate so both see the same load on this shared machine.
  for (let i = 0; i <= RUNS; i += 1) {
    const a = await prepare(pool, gen.factory, 2 * i);
    const tApi = await api(server, auth, a);
    await verify(pool, a);
    const s = await prepare(pool, gen.factory, 2 * i + 1);
    const tSql = await rawSql(pool, s);
    await verify(pool, s);
    if (i > 0) { apiMs.push(tApi); sqlMs.push(tSql); }
    console.log(`run ${i}${i ? '' : ' (warm-up)'}: API ${ms(tApi)}, SQL ${ms(tSql)}`);
  }
  const a = stats(apiMs);
  const s = stats(sqlMs);
  const load = os.loadavg().map((x) => x.toFixed(1)).join(' / ');
  const md = `# Interventions bench: validating an intervention of ${CONTROLS.toLocaleString('en')} controls

- Date: ${new Date().toISOString()}
- Machine: ${os.cpus().length} CPUs, Node ${process.version}; load average (1/5/15 min) at the end: ${load} (the machine is shared)
- Command: \`node --import tsx tests/bench/interventions.ts --controls ${CONTROLS} --background ${BACKGROUND} --runs ${RUNS}\`
- Database: embedded PostgreSQL (temp folder), demo seed + ${CONTROLS.toLocaleString('en')} elements on one site + ${BACKGROUND.toLocaleString('en')} background controls (${total.toLocaleString('en')} controls at start), generated in ${ms(gen.ms)}
- Each run: a fresh intervention in to_validate holding ${CONTROLS.toLocaleString('en')} late, blocking, planned controls (one per element, frequencies 12–35 months, end date 31/01/2026: month-end clamping on most)
- API: \`PATCH /api/v1/control-interventions/{id}/ {"status": "done"}\` to the server as a child process (scope check and row lock, transition rule, finishControls, refreshCompliance, activity log, the row before and after), wall time from the client
- Raw SQL: the same writes by hand in one transaction from this process (status, finish + next occurrences in one statement, conformity of the elements)
- Both checked after each run: ${CONTROLS.toLocaleString('en')} controls finished on the end date, no bench element left non-compliant

| ${RUNS} runs after a warm-up | p50 | p95 |
|---|--:|--:|
| API PATCH → done | ${ms(a.p50)} | ${ms(a.p95)} |
| Raw SQL | ${ms(s.p50)} | ${ms(s.p95)} |
| Ratio API / SQL | ${(a.p50 / s.p50).toFixed(2)}× | ${(a.p95 / s.p95).toFixed(2)}× |

Median of the per-run ratios (each pair ran back to back, under the same load): ${stats(apiMs.map((x, i) => x / sqlMs[i])).p50.toFixed(2)}×

Runs (API, SQL): ${apiMs.map((x, i) => `${ms(x)} / ${ms(sqlMs[i])}`).join('; ')}
`;
  console.log(`\n${md}`);
  const out = path.join(import.meta.dirname, 'results', 'interventions.md');
  await fs.writeFile(out, md);
  console.log(`written to ${path.relative(process.cwd(), out)}`);
} finally {
  await server?.stop().catch((err) => console.warn(`stopping the server: ${String(err)}`));
  await stop();
}
