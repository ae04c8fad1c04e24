// Imports at scale, through the real server (a child process, so its memory is measured alone):
// an XLSX of N elements (1 % of rows in error: a missing designation) uploaded, analysed, then
// applied skipping the errors. Times of the analysis and the apply, the server's RSS above its
// base (sampled every 50 ms), rows per second, against a plain multi-row INSERT of the same rows
// (what the database alone costs, without the API's rules, hooks, controls and conformity).
// Data: an embedded Postgres in a temp folder with the demo seed (tests/bench/demo-db.ts).
// Run: node --import tsx tests/bench/imports.ts [--rows 100000]
import fs from 'node:fs/promises';
import os from 'node:os';
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
/** Load average (1, 5, 15 min): the machine is shared, the times move with it. */
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');

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

  const loadAtAnalysis = load();
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
  const loadAtApply = load();
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
    `| apply (streamed again; batches of 1,000 each one transaction with its checkpoint: one INSERT, then controls, obligations, conformity over the batch; the next batch read and checked meanwhile) | ${s(applyMs)} | ${rate(good, applyMs)} | ${mb(applyPeak - base)} | < 60 s, < 150 MB |`,
    `| plain multi-row INSERT of the same rows (no rules, no hooks) | ${s(insertMs)} | ${rate(good, insertMs)} | — | — |`,
    '',
    `Server RSS base: ${mb(base)}. Errors found: ${String(analysed.error_count)}; creations: ${String(done.creation_count)}.`,
    `Load average (1 / 5 / 15 min, ${os.cpus().length} CPUs): ${loadAtAnalysis} at the analysis, ${loadAtApply} at the apply, ${load()} at the end.`,
    '',
    '## Reading (2026-11-24, written with the script; the table above is the last run)',
    '',
    'Runs of `node --import tsx tests/bench/imports.ts --rows 100000`, one at a time, 2 shared cores (load average 0.3-2,',
    'mostly the bench itself; the host\'s speed also moved: the same code took 40-42 s at 19:05 and 45-47 s at 19:30).',
    'Analysis time / RSS peak above base; apply time / RSS peak above base:',
    '',
    '| code | runs |',
    '|---|---|',
    '| before (d5ec76a) | 3.5 s / 221 MB, 55.2 s / 157 MB; 3.4 s / 226 MB, 53.1 s / 144 MB; 2.8 s / 63 MB, 49.3 s / 184 MB (2026-11-23: 3.7 s / 238 MB, 59.0 s / 154 MB) |',
    '| before, with main\'s score and element-count triggers (19:35) | 3.9 s / 70 MB, 61.2 s / 201 MB |',
    '| after (e7463a4, 19:05) | 3.0 s / 37 MB, 41.0 s / 38 MB; 2.9 s / 32 MB, 40.0 s / 33 MB; 3.2 s / 36 MB, 40.2 s / 35 MB |',
    '| after, with main\'s triggers (00b2049, 19:15) | 3.1 s / 36 MB, 42.4 s / 35 MB; 2.8 s / 39 MB, 41.4 s / 37 MB; 3.7 s / 31 MB, 44.3 s / 30 MB |',
    '| after, with main\'s triggers (287cb09, 19:28-19:37) | 3.7 s / 43 MB, 46.6 s / 41 MB; 3.2 s / 41 MB, 47.4 s / 42 MB; 3.1 s / 39 MB, 45.4 s / 40 MB; 3.3 s / 42 MB, 45.7 s / 41 MB (right after the 61.2 s run above) |',
    '',
    '- Memory. The live heap is ~70-80 MB; the peaks were garbage: a batch\'s rows outlive a few young collections and are',
    '  promoted, and V8 let the old generation reach ~4x its live size before a full collection. (1) xlsx-reader.ts copies',
    '  cell texts: they were slices of the 16 KB inflated chunks and kept them alive (`--trace-gc-nvp`: promoted per',
    '  20,000-row import 46 -> 32 MB). (2) heap.ts: at a batch boundary, a full collection once the heap has grown 40 MB',
    '  past what the last one kept: 3 per 100,000-row import (one at the start of each phase, one in the analysis),',
    '  35-50 ms each; V8 then collects on its own every ~2.5 s of the apply (6-40 ms pauses, `BENCH_NODE_ARGS=--trace-gc`).',
    '  With (1) alone: analysis 48 MB, apply 139 MB (one run).',
    '- Apply time. (1) No ANALYZE every 10 batches: ~0.8 s each at 100,000 rows (elements 0.5 s: its expression indexes),',
    '  ~8 s in all; the batch statements stay flat over 100 batches without it (measured with autovacuum off on the three',
    '  tables: INSERT ~70 ms, controls ~105 ms, obligations ~200 ms, conformity ~6 ms per 1,000 elements, first batch to',
    '  last; nested loops on the batch\'s ids); one ANALYZE at the end, after `done`. (2) The next batch is read, parsed and',
    '  checked for duplicates (its own connection) while the previous one is written: ~2.9 s of reading and ~2.3 s of duplicates',
    '  queries (timed inside the batches before) off the critical path.',
    '- What is left is the database\'s (one backend: the apply writes one batch at a time), 40-45 % of it the foreign-key',
    '  checks of the rows inserted (six per control and per obligation: EXPLAIN ANALYZE of a batch); main\'s statement',
    '  triggers add ~2 s. Measured, not done (a schema decision): without the controls\' and obligations\' foreign keys to',
    '  companies, factories, buildings and regulations (copies of their element\'s, itself checked) a batch of 1,000 takes',
    '  ~120 ms less (controls 116 -> 76 ms, obligations 229 -> 148 ms; 30 batches), ~12 s of the 100,000-row apply.',
    '  Two batches written at once would likely not help (reasoned, not measured): the counters\' upserts (dashboard,',
    '  element counts) would make the second wait.',
    '',
  ].join('\n');
  console.log(`\n${md}`);
  await fs.writeFile(path.join(import.meta.dirname, 'results', 'imports.md'), md);
} finally {
  await server?.stop();
  await stop();
}
