// Imports at scale, through the real server (a child process, so its memory is measured alone):
// an XLSX of N elements (1 % of rows in error: a missing designation) uploaded, analysed, then
// applied skipping the errors. Times of the analysis and the apply, the server's RSS above its
// base (sampled every 50 ms), rows per second, against a plain multi-row INSERT of the same rows
// (what the database alone costs, without the API's rules, hooks, controls and conformity).
// Data: an embedded Postgres in a temp folder with the demo seed (tests/bench/demo-db.ts).
// Run: node --import tsx tests/bench/imports.ts [--rows 100000]
import fs from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { freePort } from '../../server/db/embedded';
import { demoDatabase, PASSWORD } from './demo-db';
import { memoryOf, sampleRss, startServer, type Server } from './proc';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const ROWS = arg('--rows', 100_000);
/** Only the analysis (the apply of 100,000 rows takes far longer than its target: see results). */
const ANALYSIS_ONLY = process.argv.includes('--analysis-only');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Place { factory: number; building: number; type: number; regulation: string; regulationId: number; company: number }

/** The XLSX, written by the streaming writer (the file a customer would send). */
async function makeFile(file: string, p: Place) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: true });
  const sheet = wb.addWorksheet(p.regulation);
  sheet.addRow(['Désignation', "Numéro d'identification", 'Site', 'Bâtiment', "Type d'élément", "Date d'expiration"]).commit();
  for (let i = 0; i < ROWS; i++) {
    const bad = i % 100 === 99;
    sheet.addRow([bad ? null : `Extincteur bench ${i}`, `BENCH-${i}`, p.factory, p.building, p.type, new Date(Date.UTC(2027, i % 12, 1 + (i % 28)))]).commit();
  }
  sheet.commit();
  await wb.commit();
}

async function waitStatus(server: Server, auth: Record<string, string>, id: number, wanted: string[]) {
  for (;;) {
    const r = (await (await fetch(`${server.base}/api/v1/imports/${id}/`, { headers: auth })).json()) as Record<string, unknown>;
    if (wanted.includes(String(r.status))) return r;
    if (r.status === 'failed') throw new Error(`import failed: ${String(r.failure)}`);
    await sleep(200);
  }
}

const { dir, url, pool, stop } = await demoDatabase('imports-bench-');
let server: Server | null = null;
try {
  const { rows: [p] } = await pool.query<Place>(`SELECT e.factory_id AS factory, e.building_id AS building, e.element_type_id AS type,
      r.name AS regulation, r.id AS "regulationId", e.company_id AS company
    FROM elements e JOIN regulations r ON r.id = e.regulation_id JOIN factories f ON f.id = e.factory_id
    WHERE f.company_id = (SELECT id FROM companies WHERE name = 'Démo Industrie') ORDER BY e.id LIMIT 1`);
  const file = path.join(dir, 'bench.xlsx');
  const t0 = performance.now();
  await makeFile(file, p);
  const size = (await fs.stat(file)).size;
  console.log(`wrote ${ROWS} rows (${mb(size)}) in ${s(performance.now() - t0)}`);

  const dataDir = path.join(dir, 'server-data');
  server = await startServer(await freePort(), {
    DATABASE_URL: url, LOG_LEVEL: 'warn', DATA_DIR: dataDir, DIST_DIR: path.join(dir, 'no-dist'), SMTP_HOST: '', S3_BUCKET: '', SEED_DEMO: '',
    UPLOAD_MAX_MB: '100',
  }, process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : []);
  const login = await fetch(`${server.base}/api/v1/login/`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.fr', password: PASSWORD }),
  });
  const auth = { authorization: `Token ${((await login.json()) as { token: string }).token}` };
  await sleep(2000); // the start's own work (demo files, sweeps) settles before the base is read
  const base = (await memoryOf(server.pid)).rss;

  const sampler = sampleRss(server.pid);
  const form = new FormData();
  form.append('object_type', 'elements');
  form.append('action_type', 'create');
  form.append('file', new Blob([new Uint8Array(await fs.readFile(file))]), 'bench.xlsx');
  const a0 = performance.now();
  const up = await fetch(`${server.base}/api/v1/imports/`, { method: 'POST', headers: auth, body: form });
  if (up.status !== 201) throw new Error(`upload: ${up.status} ${await up.text()}`);
  const id = ((await up.json()) as { id: number }).id;
  const analysed = await waitStatus(server, auth, id, ['analysed']);
  const analyseMs = performance.now() - a0;
  const analysePeak = (await sampler.stop()).max;
  console.log(`analysed in ${s(analyseMs)}: ${String(analysed.error_count)} errors, ${String(analysed.creation_count)} creations`);

  if (ANALYSIS_ONLY) {
    console.log(`analysis only: ${ROWS} rows in ${s(analyseMs)} (${Math.round(ROWS / (analyseMs / 1000))} rows/s), RSS peak ${mb(analysePeak - base)} above a base of ${mb(base)}`);
    process.exitCode = 0;
    throw new Error('analysis only: done');
  }
  const sampler2 = sampleRss(server.pid);
  const p0 = performance.now();
  const applied = await fetch(`${server.base}/api/v1/imports/${id}/apply/`, {
    method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ skip_errors: true }) });
  if (applied.status !== 202) throw new Error(`apply: ${applied.status} ${await applied.text()}`);
  const done = await waitStatus(server, auth, id, ['done']);
  const applyMs = performance.now() - p0;
  const applyPeak = (await sampler2.stop()).max;
  console.log(`applied in ${s(applyMs)}: ${String(done.creation_count)} creations`);

  // The same rows by a plain multi-row INSERT (1,000 rows a statement): the database's floor.
  const good = ROWS - Math.floor(ROWS / 100);
  const i0 = performance.now();
  for (let from = 0; from < ROWS; from += 1000) {
    await pool.query(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation, identification_number, expiry_date)
      SELECT $1, $2, $3, $4, $5, 'Plain ' || g, 'PLAIN-' || g, date '2027-01-01' + (g % 300) FROM generate_series($6::int, $7::int) g WHERE g % 100 <> 99`,
    [p.company, p.factory, p.building, p.regulationId, p.type, from, Math.min(from + 999, ROWS - 1)]);
  }
  const insertMs = performance.now() - i0;
  const rate = (n: number, ms: number) => Math.round(n / (ms / 1000)).toLocaleString('en');
  const md = [
    '# Imports bench',
    '',
    `Run: \`node --import tsx tests/bench/imports.ts --rows ${ROWS}\` (${new Date().toISOString().slice(0, 10)}, 2 cores shared with other engineers' work, embedded PostgreSQL, demo seed).`,
    '',
    `File: ${ROWS} element rows in one tab (${mb(size)} XLSX), 1 % in error (a missing designation).`,
    '',
    '| step | time | rows/s | server RSS peak above base | target |',
    '|---|---|---|---|---|',
    `| analysis (streamed; the API create's checks from memory, one duplicate query per 2,000 rows) | ${s(analyseMs)} | ${rate(ROWS, analyseMs)} | ${mb(analysePeak - base)} | < 30 s, < 150 MB |`,
    `| apply (streamed again; batches of 1,000 each one transaction with its checkpoint: one INSERT, then controls, obligations, conformity over the batch) | ${s(applyMs)} | ${rate(good, applyMs)} | ${mb(applyPeak - base)} | < 60 s, < 150 MB |`,
    `| plain multi-row INSERT of the same rows (no rules, no hooks) | ${s(insertMs)} | ${rate(good, insertMs)} | — | — |`,
    '',
    `Server RSS base: ${mb(base)}. Errors found: ${String(analysed.error_count)}; creations: ${String(done.creation_count)}.`,
    '',
    '## Reading (2026-11-23, written with the script)',
    '',
    '- Element creations are set-based (server/areas/imports/element-batch.ts); the apply\'s time is the database\'s:',
    '  per 1,000 elements ~80 ms INSERT (four trigram GIN indexes), ~120 ms controls, ~230 ms obligations (GIN on',
    '  their names, six FK checks per row), flat from the first batch to the last (ANALYZE every 10 batches).',
    '- Memory: the live heap at the end of a 20,000-row apply is ~70 MB (node --heap-prof), all of it the app\'s modules:',
    '  no row is kept. The RSS peaks vary from run to run (65 to 240 MB for the analysis) with how long V8',
    '  keeps garbage before a full collection: with `BENCH_NODE_ARGS=--max-old-space-size=96` the server stays',
    '  within 20 MB of its base through both phases, but the apply takes twice as long. So the 150 MB target holds',
    '  for what is kept, not reliably for the RSS peak.',
    '',
  ].join('\n');
  console.log(`\n${md}`);
  await fs.writeFile(path.join(import.meta.dirname, 'results', 'imports.md'), md);
} finally {
  await server?.stop();
  await stop();
}
