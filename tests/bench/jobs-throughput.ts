// Jobs throughput: 1,000 trivial jobs through pg-boss and job_runs on an embedded Postgres in a
// temp folder, timed from the first enqueue to the last completion (database clock), for a
// few worker counts; then the drain of a 1,000-job backlog. Run: node --import tsx tests/bench/jobs-throughput.ts [jobs]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { createPool } from '../../server/db/pool';
import { createJobs } from '../../server/jobs/create-jobs';
import { createLogger } from '../../server/log';

const JOBS = Number(process.argv[2] ?? 1000);
const CONCURRENCIES = [2, 4, 8];
const quiet = { info: () => {}, warn: (m: string) => console.warn(m), debug: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Row {
  concurrency: number;
  enqueueMs: number;
  /** Workers running during the enqueues: first enqueue → last completion. */
  liveMs: number;
  p50: number;
  p95: number;
  /** 1,000 jobs already queued: workers started → last completion. */
  backlogMs: number;
}

async function waitDone(pool: ReturnType<typeof createPool>, kind: string) {
  const started = performance.now();
  for (;;) {
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM job_runs WHERE kind = $1 AND status = 'done'`, [kind]);
    if (rows[0].n >= JOBS) return;
    if (performance.now() - started > 600_000) throw new Error(`${kind}: only ${rows[0].n} of ${JOBS} done after 10 min`);
    await sleep(20);
  }
}

const handler = async (job: { data: { i: number } }) => ({ i: job.data.i });

async function run(pool: ReturnType<typeof createPool>, concurrency: number): Promise<Row> {
  const live = `bench-live-c${concurrency}`;
  const backlog = `bench-backlog-c${concurrency}`;
  const jobs = await createJobs({ pool, log: createLogger('warn'), concurrency });
  try {
    await jobs.work(live, handler);
    const started = performance.now();
    for (let i = 0; i < JOBS; i++) await jobs.enqueue(live, { i });
    const enqueueMs = performance.now() - started;
    await waitDone(pool, live);
    // Timed on the database clock: from the first row created to the last one finished.
    const { rows: [l] } = await pool.query(
      `SELECT extract(epoch FROM max(finished_at) - min(created_at)) * 1000 AS total,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM finished_at - created_at)) * 1000 AS p50,
         percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM finished_at - created_at)) * 1000 AS p95
       FROM job_runs WHERE kind = $1`,
      [live],
    );

    for (let i = 0; i < JOBS; i++) await jobs.enqueue(backlog, { i });
    const { rows: [t0] } = await pool.query('SELECT clock_timestamp() AS t');
    await jobs.work(backlog, handler);
    await waitDone(pool, backlog);
    const { rows: [b] } = await pool.query(
      `SELECT extract(epoch FROM max(finished_at) - $2::timestamptz) * 1000 AS total FROM job_runs WHERE kind = $1`,
      [backlog, t0.t],
    );
    return { concurrency, enqueueMs, liveMs: Number(l.total), p50: Number(l.p50), p95: Number(l.p95), backlogMs: Number(b.total) };
  } finally {
    await jobs.stop();
  }
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'jobs-bench-'));
// mkdtemp makes it 0700: as root, initdb runs as the `postgres` user and must get in.
await fs.chmod(dir, 0o755);
const db = await startEmbedded(dir, quiet);
const pool = createPool(db.url);
try {
  await runMigrations(pool);
  const rows: Row[] = [];
  for (const c of CONCURRENCIES) rows.push(await run(pool, c));
  const fmt = (n: number) => Math.round(n).toString();
  const rate = (ms: number) => fmt((JOBS * 1000) / ms);
  console.log(`\n${JOBS} trivial jobs, Node ${process.version}, ${os.cpus().length} CPUs, embedded PostgreSQL, one instance`);
  console.log('workers | enqueue one by one    | live: 1st enqueue → last done | latency p50/p95 | backlog drain');
  for (const r of rows) {
    console.log([
      String(r.concurrency).padStart(7),
      `${fmt(r.enqueueMs)} ms (${rate(r.enqueueMs)}/s)`.padEnd(21),
      `${fmt(r.liveMs)} ms (${rate(r.liveMs)} jobs/s)`.padEnd(29),
      `${fmt(r.p50)} / ${fmt(r.p95)} ms`.padEnd(15),
      `${fmt(r.backlogMs)} ms (${rate(r.backlogMs)} jobs/s)`,
    ].join(' | '));
  }
} finally {
  await pool.end();
  await db.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
