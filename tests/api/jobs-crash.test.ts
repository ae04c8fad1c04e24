// Jobs after a crash, with real processes: a job whose instance died is handed back as soon as
// another instance looks (its start, or its periodic sweep), never at pg-boss's expiry (an hour
// here); a job of a live instance is never taken from it; and a real server killed with SIGKILL
// in the middle of a bulk job finishes the job after a restart, each row written and logged once,
// its progress never ahead of what was committed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import { createPool } from '../../server/db/pool';
import { createJobs, type JobsOptions } from '../../server/jobs/create-jobs';
import { handBackOrphans } from '../../server/jobs/orphans';
import type { Jobs } from '../../server/jobs/types';
import { createLogger } from '../../server/log';
import { ADMIN } from './helpers';
import { freePort, realServers, until } from './real-server';

const pool = createPool(inject('databaseUrl'));
const instances: Jobs[] = [];
const children: ChildProcess[] = [];
let adminId: number;

beforeAll(async () => {
  adminId = (await pool.query('SELECT id FROM users WHERE email = $1', [ADMIN])).rows[0].id;
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await Promise.all(instances.map((j) => j.stop()));
  await pool.end();
});

const kind = (name: string) => `test-${name}-${randomUUID().slice(0, 8)}`;
const runOf = async (id: string) => (await pool.query(
  'SELECT status, progress, attempts, result FROM job_runs WHERE id = $1', [id])).rows[0];

async function instance(over: Partial<JobsOptions> = {}): Promise<Jobs> {
  const jobs = await createJobs({
    pool, log: createLogger('silent'), concurrency: 1, pollingIntervalSeconds: 0.5, expireInSeconds: 3600, ...over,
  });
  instances.push(jobs);
  return jobs;
}

/** Another Node process working `k` with a handler that never returns (killed by the test). */
function hangingWorker(k: string): ChildProcess {
  const module = path.resolve('server/jobs/create-jobs.ts');
  const code = `
    import pg from 'pg';
    import { createJobs } from ${JSON.stringify(module)};
    const pool = new pg.Pool({ connectionString: process.env.TEST_JOBS_DB });
    const jobs = await createJobs({ pool, log: { trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {} }, concurrency: 1, pollingIntervalSeconds: 0.5 });
    await jobs.work(process.env.TEST_JOBS_KIND, async (job) => { await job.progress(10); await new Promise(() => {}); });
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: { ...process.env, TEST_JOBS_DB: inject('databaseUrl'), TEST_JOBS_KIND: k }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

const killed = async (child: ChildProcess) => {
  child.kill('SIGKILL');
  if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
};

describe('a job whose instance died', () => {
  it('is handed back when the next instance starts, not after its expiry (an hour)', async () => {
    const k = kind('dead');
    const sender = await instance();
    const id = await sender.enqueue(k, {}, { userId: adminId }, { expireInSeconds: 3600 });
    const child = hangingWorker(k);
    await until('running', () => runOf(id), (r) => r.status === 'running' && r.progress === 10, 20_000);
    await killed(child);
    const started = Date.now();
    const rescuer = await instance();
    await rescuer.work(k, async () => ({ rescued: true }));
    const done = await until('done', () => runOf(id), (r) => r.status === 'done', 15_000);
    expect(done).toMatchObject({ attempts: 2, result: { rescued: true } });
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 60_000);

  it('a job fetched by an instance that died before marking it running is handed back after the grace', async () => {
    const k = kind('fetched');
    const sender = await instance();
    const id = await sender.enqueue(k, {}, { userId: adminId }, { expireInSeconds: 3600 });
    // As pg-boss leaves it when its worker fetched it a minute ago; the run never got marked running.
    await pool.query(`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '60 seconds' WHERE id = $1`, [id]);
    expect((await runOf(id)).status).toBe('queued');
    // This sweep, or the periodic one of an instance of this file, hands it back.
    await handBackOrphans(pool, 'pgboss', 30);
    expect((await pool.query('SELECT state::text FROM pgboss.job WHERE id = $1', [id])).rows[0].state).not.toBe('active');
    const rescuer = await instance();
    await rescuer.work(k, async () => ({ rescued: true }));
    expect(await until('done', () => runOf(id), (r) => r.status === 'done', 15_000)).toMatchObject({ result: { rescued: true } });
  }, 30_000);

  it('a job running on a live instance is never taken from it, however long it runs', async () => {
    const k = kind('alive');
    const jobs = await instance();
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    await jobs.work(k, async () => { await held; return { kept: true }; });
    const id = await jobs.enqueue(k, {}, { userId: adminId });
    await until('running', () => runOf(id), (r) => r.status === 'running', 15_000);
    // Even with no grace at all: its lock is held.
    expect(await handBackOrphans(pool, 'pgboss', 0)).toEqual([]);
    release();
    expect(await until('done', () => runOf(id), (r) => r.status === 'done', 15_000)).toMatchObject({ attempts: 1, result: { kept: true } });
  }, 30_000);
});

/** The real server (server/main.ts) on the test database: bulk jobs past 10 rows, batches of 20. */
const server = realServers('app-crash', { BULK_JOB_THRESHOLD: '10', BULK_BATCH_SIZE: '20', BULK_JOB_LANES: '1' });

describe('a real server killed with SIGKILL in the middle of a bulk job', () => {
  const N = 2000;
  const marker = `Crash ${randomUUID().slice(0, 8)}`;
  let ids: number[] = [];
  afterAll(async () => { await pool.query('DELETE FROM elements WHERE id = ANY($1)', [ids]); });

  it('finishes the job after a restart, long before the 15-minute expiry: each row written and logged once', async () => {
    // N elements of the demo company in one building of one of its sites; the job moves them to another.
    const { rows: [place] } = await pool.query<{ factory: number; from: number; to: number }>(`
      SELECT e.factory_id AS factory, e.building_id AS from,
        (SELECT b.id FROM buildings b WHERE b.factory_id = e.factory_id AND b.id <> e.building_id ORDER BY b.id LIMIT 1) AS to
      FROM elements e WHERE e.company_id = 1 AND EXISTS (SELECT 1 FROM buildings b WHERE b.factory_id = e.factory_id AND b.id <> e.building_id)
      ORDER BY e.id LIMIT 1`);
    ids = (await pool.query<{ id: number }>(`
      INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation)
      SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.element_type_id, $2 || ' ' || n
      FROM (SELECT * FROM elements WHERE factory_id = $1 AND building_id = $3 ORDER BY id LIMIT 1) e, generate_series(1, $4) n
      RETURNING id`, [place.factory, marker, place.from, N])).rows.map((r) => r.id);
    const { token } = await createSession(pool, adminId, 1);
    const port = await freePort();
    const first = await server(port);
    const asked = await fetch(`http://127.0.0.1:${port}/api/v1/elements/bulk/`, {
      method: 'POST', headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'update', all: true, filter: { search: marker }, data: { building: place.to } }),
    });
    expect(asked.status).toBe(202);
    const job = ((await asked.json()) as { job: { id: string } }).job.id;

    // Killed once some batches are committed, well before the end.
    const seen = await until('some batches done', () => runOf(job), (r) => (r.result?.count ?? 0) >= 200, 60_000);
    await killed(first);
    const atCrash = await runOf(job);
    expect(atCrash.status).toBe('running');
    expect(atCrash.result.count).toBeLessThan(N);
    expect(seen.result.count).toBeGreaterThan(0);
    // The progress shown never counts more than the committed batches (same transaction).
    expect(atCrash.progress).toBeLessThanOrEqual(Math.floor((atCrash.result.count * 100) / N));
    const moved = (await pool.query('SELECT count(*)::int AS n FROM elements WHERE id = ANY($1) AND building_id = $2', [ids, place.to])).rows[0].n;
    expect(moved).toBe(atCrash.result.count);

    const restarted = Date.now();
    await server(port);
    // The start's orphan sweep hands the job back at once; pg-boss's own expiry would wait 15
    // minutes. Any bound well under that tells the two apart without timing a loaded machine.
    const done = await until('job done after restart', () => runOf(job), (r) => r.status === 'done' || r.status === 'failed', 5 * 60_000);
    expect(Date.now() - restarted).toBeLessThan(5 * 60_000);
    console.info(`crash test: killed after ${atCrash.result.count}/${N} rows (progress ${atCrash.progress}%), done ${((Date.now() - restarted) / 1000).toFixed(1)} s after the restart began`);
    expect(done).toMatchObject({ status: 'done', progress: 100, attempts: 2, result: { count: N, locked: 0 } });
    const after = await pool.query('SELECT count(*)::int AS n FROM elements WHERE id = ANY($1) AND building_id = $2', [ids, place.to]);
    expect(after.rows[0].n).toBe(N);
    const logged = await pool.query(`SELECT count(*)::int AS n, count(DISTINCT object_id)::int AS d FROM activity_log
      WHERE object_type = 'elements' AND action = 'bulk_update' AND object_id = ANY($1)`, [ids]);
    expect(logged.rows[0]).toEqual({ n: N, d: N });
  }, 8 * 60_000);
});
