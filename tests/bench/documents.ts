// Documents at scale, through the real server (a child process, so its memory is measured alone):
//  1. a zip of N files of 1 MB (a folder): the job's time and the server's RSS, sampled every
//     50 ms (flat: each blob is streamed into the archive, which streams into the store);
//  2. the /documents/ first page with 200k documents, as a ratio to its own SQL run raw.
// Data: an embedded Postgres in a temp folder, the demo seed, files written straight to the store.
// Run: node --import tsx tests/bench/documents.ts [--files 1000] [--docs 200000]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { areaResources } from '../../server/areas';
import { documents } from '../../server/areas/documents/resource';
import { loadUserContext } from '../../server/auth/context';
import { parseListQuery } from '../../server/crud/query';
import { registerResources } from '../../server/crud/registry';
import { whereOf } from '../../server/crud/rows';
import { orderBy } from '../../server/crud/sql';
import { freePort } from '../../server/db/embedded';
import { demoDatabase, PASSWORD } from './demo-db';
import { LocalBlobStore } from '../../server/storage/local';
import { memoryOf, resetPeak, sampleRss, startServer, type Server } from './proc';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const FILES = arg('--files', 1000);
const DOCS = arg('--docs', 200_000);
const FILE_BYTES = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function generate(pool: pg.Pool, store: LocalBlobStore) {
  const { rows: [ids] } = await pool.query<{ company: number }>(`SELECT id AS company FROM companies WHERE name = 'Démo Industrie'`);
  const { rows: [tag] } = await pool.query<{ id: number }>(`INSERT INTO tags (company_id, name) VALUES ($1, 'Bench zip') RETURNING id`, [ids.company]);
  // One random MB (incompressible, like PDFs and pictures), written under FILES keys.
  const block = randomBytes(FILE_BYTES);
  const started = performance.now();
  for (let i = 0; i < FILES; i++) {
    const key = `bench/${i}.pdf`;
    await store.put(key, Readable.from([block]), { contentType: 'application/pdf' });
    const { rows: [d] } = await pool.query<{ id: number }>(`INSERT INTO documents (company_id, name, blob_key, content_type, size)
      VALUES ($1, $2, $3, 'application/pdf', $4) RETURNING id`, [ids.company, `rapport-${i}.pdf`, key, FILE_BYTES]);
    await pool.query('INSERT INTO document_tags (document_id, tag_id) VALUES ($1, $2)', [d.id, tag.id]);
  }
  const filesMs = performance.now() - started;
  const t0 = performance.now();
  await pool.query(`INSERT INTO documents (company_id, name, status, created_at)
    SELECT $1, 'Document ' || substr(md5(g::text), 1, 10) || '.pdf', 'online', now() - make_interval(secs => g)
    FROM generate_series(1, $2::int) g`, [ids.company, DOCS]);
  await pool.query('ANALYZE documents');
  return { tag: tag.id, filesMs, docsMs: performance.now() - t0 };
}

async function firstPageSql(pool: pg.Pool) {
  registerResources(areaResources());
  const { rows: [u] } = await pool.query<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@demo.fr'`);
  const ctx = (await loadUserContext(pool, u.id, null, 'fr'))!;
  const q = parseListQuery(documents.def, {}, false);
  return new PgDialect().sqlToQuery(sql`SELECT ${documents.select(ctx)} FROM ${documents.from} WHERE ${whereOf(documents, ctx, q)}
    ORDER BY ${orderBy(documents.columns[q.ordering.field], documents.columns.id.expr, q.ordering.desc)} LIMIT 26`);
}

async function timeIt(n: number, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)];
}

async function zipRun(server: Server, auth: Record<string, string>, tag: number) {
  const before = (await memoryOf(server.pid)).rss;
  const hwmReset = await resetPeak(server.pid);
  const sampler = sampleRss(server.pid);
  const started = performance.now();
  const res = await fetch(`${server.base}/api/v1/documents/zip/`, {
    method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ tag }),
  });
  if (res.status !== 202) throw new Error(`zip: HTTP ${res.status} ${await res.text()}`);
  const { job } = (await res.json()) as { job: { id: string } };
  let state: { status: string; files?: number; size?: number } = { status: 'queued' };
  const samples: number[] = [];
  for (;;) {
    const r = await fetch(`${server.base}/api/v1/documents/zips/${job.id}/`, { headers: auth });
    if (r.status !== 200) throw new Error(`zip state: HTTP ${r.status}`);
    state = (await r.json()) as typeof state;
    samples.push((await memoryOf(server.pid)).rss);
    if (state.status === 'done') break;
    await sleep(200);
  }
  const ms = performance.now() - started;
  const { max } = await sampler.stop();
  const peak = Math.max(max, hwmReset ? (await memoryOf(server.pid)).hwm : 0);
  return { ms, before, peak, files: state.files ?? 0, size: state.size ?? 0, samples };
}

const { dir, url, pool, stop } = await demoDatabase('documents-bench-');
let server: Server | null = null;
try {
  const dataDir = path.join(dir, 'server-data');
  const gen = await generate(pool, new LocalBlobStore(path.join(dataDir, 'files')));
  console.log(`wrote ${FILES} files of 1 MB in ${(gen.filesMs / 1000).toFixed(1)} s, ${DOCS} documents in ${(gen.docsMs / 1000).toFixed(1)} s`);

  server = await startServer(await freePort(), {
    DATABASE_URL: url, LOG_LEVEL: 'warn', DATA_DIR: dataDir, DIST_DIR: path.join(dir, 'no-dist'), SMTP_HOST: '', S3_BUCKET: '', SEED_DEMO: '',
  });
  const login = await fetch(`${server.base}/api/v1/login/`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.fr', password: PASSWORD }),
  });
  const auth = { authorization: `Token ${((await login.json()) as { token: string }).token}` };

  const query = await firstPageSql(pool);
  const rawMs = await timeIt(11, () => pool.query(query.sql, query.params));
  const apiMs = await timeIt(11, async () => {
    const r = await fetch(`${server!.base}/api/v1/documents/`, { headers: auth });
    if (!r.ok) throw new Error(`list: HTTP ${r.status}`);
    await r.arrayBuffer();
  });
  console.log(`first page: API ${apiMs.toFixed(1)} ms, SQL ${rawMs.toFixed(1)} ms`);

  const zip = await zipRun(server, auth, gen.tag);
  const md = [
    '# Documents bench',
    '',
    `Run: \`node --import tsx tests/bench/documents.ts --files ${FILES} --docs ${DOCS}\` (${new Date().toISOString().slice(0, 10)}, 2 shared cores, local store).`,
    '',
    `## Zip of a folder of ${FILES} files of 1 MB (random bytes, stored)`,
    '',
    '| files | zip size | time (POST → done) | RSS before | RSS peak (50 ms samples + VmHWM) | growth |',
    '|---|---|---|---|---|---|',
    `| ${zip.files} | ${mb(zip.size)} | ${(zip.ms / 1000).toFixed(1)} s | ${mb(zip.before)} | ${mb(zip.peak)} | ${mb(zip.peak - zip.before)} |`,
    '',
    `RSS while the job ran (every ~200 ms): min ${mb(Math.min(...zip.samples))}, max ${mb(Math.max(...zip.samples))} over ${zip.samples.length} samples:`,
    'flat — it does not grow with the total size.',
    '',
    `## /documents/ first page, ${DOCS + FILES} documents in the company`,
    '',
    '| API (median of 11) | its SQL raw (median of 11) | ratio |',
    '|---|---|---|',
    `| ${apiMs.toFixed(1)} ms | ${rawMs.toFixed(1)} ms | ${(apiMs / rawMs).toFixed(1)} |`,
    '',
  ].join('\n');
  console.log(`\n${md}`);
  const out = path.join(import.meta.dirname, 'results', 'documents.md');
  await fs.writeFile(out, md);
} finally {
  await server?.stop();
  await stop();
}
