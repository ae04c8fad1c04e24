// Background jobs on the real database: pg-boss instances of their own (short retry delays and
// maintenance), the state read through GET /api/v1/jobs/{id}/ of the test app.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPool } from '../../server/db/pool';
import { createJobs, type JobsOptions } from '../../server/jobs/create-jobs';
import { JobError, type Jobs } from '../../server/jobs/types';
import { createLogger } from '../../server/log';
import { ADMIN, as, call, LECTEUR, login, startApp, type TestApp } from './helpers';

let t: TestApp;
let adminToken: string;
let adminId: number;
const instances: Jobs[] = [];
const pools: ReturnType<typeof createPool>[] = [];

beforeAll(async () => {
  t = await startApp();
  adminToken = await login(t.app, ADMIN);
  adminId = (await t.pool.query('SELECT id FROM users WHERE email = $1', [ADMIN])).rows[0].id;
});
afterAll(async () => {
  await Promise.all(instances.map((j) => j.stop()));
  await Promise.all(pools.map((p) => p.end()));
  await t.close();
});

const kind = (name: string) => `test-${name}-${randomUUID().slice(0, 8)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A jobs instance with test timings (fast polling and maintenance, 1 s retries without backoff). */
async function instance(over: Partial<JobsOptions> = {}): Promise<Jobs> {
  const jobs = await createJobs({
    pool: t.pool, log: createLogger('silent'), concurrency: 2,
    pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, retryDelaySeconds: 1, retryBackoff: false,
    progressIntervalMs: 50, ...over,
  });
  instances.push(jobs);
  return jobs;
}

const getJob = (id: string, lang?: string, token = adminToken) => as(t.app, token).get(`/api/v1/jobs/${id}/`, lang);

/** Polls the API until the job is in one of `statuses` (fails the test after `ms`). */
async function until(id: string, statuses: string[], ms = 15_000, check?: (body: Record<string, unknown>) => boolean) {
  const end = Date.now() + ms;
  for (;;) {
    const { status, body } = await getJob(id);
    expect(status).toBe(200);
    if (statuses.includes(body.status) && (!check || check(body))) return body;
    if (Date.now() > end) throw new Error(`job ${id} still ${body.status} (${body.progress}%)`);
    await sleep(100);
  }
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
};

describe('a job that succeeds', () => {
  it('is queued, shows its progress while running, then its result', async () => {
    const k = kind('ok');
    const jobs = await instance();
    const release = deferred();
    const id = await jobs.enqueue(k, { rows: 42 }, { userId: adminId });

    const queued = await getJob(id);
    expect(queued.status).toBe(200);
    expect(queued.body).toMatchObject({ id, kind: k, status: 'queued', progress: 0, result: null, error: null, finished_at: null });

    await jobs.work<{ rows: number }>(k, async (job) => {
      await job.progress(30.4);
      await release.promise;
      return { rows: job.data.rows, file: 'export.csv' };
    });
    const running = await until(id, ['running'], 10_000, (b) => b.progress === 30);
    expect(running).toMatchObject({ status: 'running', progress: 30, result: null });

    release.resolve();
    const done = await until(id, ['done', 'failed']);
    expect(done).toMatchObject({ status: 'done', progress: 100, result: { rows: 42, file: 'export.csv' }, error: null });
    expect(Object.keys(done).sort()).toEqual(['created_at', 'error', 'finished_at', 'id', 'kind', 'progress', 'result', 'status']);
    expect(new Date(String(done.finished_at)).getTime()).toBeGreaterThanOrEqual(new Date(String(done.created_at)).getTime());
    const { rows } = await t.pool.query('SELECT attempts, params FROM job_runs WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ attempts: 1, params: { rows: 42 } });
  });

  it('clamps progress to 0-100', async () => {
    const k = kind('clamp');
    const jobs = await instance();
    const release = deferred();
    await jobs.work(k, async (job) => {
      await job.progress(250);
      await release.promise;
    });
    const id = await jobs.enqueue(k, {}, { userId: adminId });
    expect(await until(id, ['running'], 10_000, (b) => b.progress === 100)).toMatchObject({ progress: 100 });
    release.resolve();
    expect(await until(id, ['done'])).toMatchObject({ result: null });
  });
});

describe('failures', () => {
  it('a JobError ends failed with its translated message, and is not retried', async () => {
    const k = kind('joberror');
    const jobs = await instance();
    let calls = 0;
    await jobs.work(k, async () => {
      calls++;
      throw new JobError('api.errors.throttled', { seconds: 7 });
    });
    const id = await jobs.enqueue(k, {}, { userId: adminId });
    const failed = await until(id, ['failed', 'done']);
    expect(failed).toMatchObject({ status: 'failed', error: 'Trop de tentatives. Réessayez dans 7 secondes.', result: null });
    expect(failed.finished_at).not.toBeNull();
    expect((await getJob(id, 'en')).body.error).toBe('Too many attempts. Try again in 7 seconds.');
    await sleep(2500); // more than the retry delay and a polling interval
    expect(calls).toBe(1);
    const { rows } = await t.pool.query("SELECT state FROM pgboss.job WHERE id = $1", [id]);
    expect(rows[0].state).toBe('completed');
  });

  it('any other error is retried after the delay, and the job can still succeed', async () => {
    const k = kind('flaky');
    const jobs = await instance();
    let calls = 0;
    await jobs.work(k, async () => {
      calls++;
      if (calls === 1) throw new Error('connection reset');
      return { ok: true };
    });
    const started = Date.now();
    const id = await jobs.enqueue(k, {}, { userId: adminId });
    const done = await until(id, ['done', 'failed']);
    expect(done).toMatchObject({ status: 'done', result: { ok: true } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const { rows } = await t.pool.query('SELECT attempts FROM job_runs WHERE id = $1', [id]);
    expect(rows[0].attempts).toBe(2);
    expect(calls).toBe(2);
  });

  it('after the last retry it ends failed with the generic message', async () => {
    const k = kind('broken');
    const jobs = await instance({ retryLimit: 1 });
    let calls = 0;
    await jobs.work(k, async () => {
      calls++;
      throw new Error('always broken');
    });
    const id = await jobs.enqueue(k, {}, { userId: adminId });
    const failed = await until(id, ['failed', 'done']);
    expect(failed.error).toBe('Le traitement a échoué de façon inattendue. Réessayez plus tard ; si le problème persiste, contactez le support.');
    expect((await getJob(id, 'en')).body.error).toBe('The task failed unexpectedly. Try again later; if the problem persists, contact support.');
    expect(calls).toBe(2);
    const { rows } = await t.pool.query('SELECT attempts, error_key FROM job_runs WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ attempts: 2, error_key: 'jobs.errors.failed' });
  });
});

describe('durability', () => {
  it('an enqueue inside a rolled-back transaction leaves no job', async () => {
    const k = kind('tx');
    const jobs = await instance();
    const client = await t.pool.connect();
    let id: string;
    try {
      await client.query('BEGIN');
      id = await jobs.enqueue(k, {}, { userId: adminId }, { client });
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect((await t.pool.query('SELECT 1 FROM job_runs WHERE id = $1', [id])).rowCount).toBe(0);
    expect((await t.pool.query('SELECT 1 FROM pgboss.job WHERE id = $1', [id])).rowCount).toBe(0);
  });

  it('a job queued before a restart runs on the next instance', async () => {
    const k = kind('restart');
    const before = await instance(); // no worker for k: the job waits
    const id = await before.enqueue(k, { n: 1 }, { userId: adminId });
    await before.stop();
    expect((await getJob(id)).body.status).toBe('queued');

    // A new "process": its own pool on the same database.
    const pool = createPool(inject('databaseUrl'));
    pools.push(pool);
    const after = await instance({ pool });
    await after.work<{ n: number }>(k, async (job) => ({ twice: job.data.n * 2 }));
    expect(await until(id, ['done', 'failed'])).toMatchObject({ status: 'done', result: { twice: 2 } });
  });

  it('a job whose process died is retried after its expiry and completes elsewhere', async () => {
    const k = kind('crash');
    const sender = await instance({ expireInSeconds: 2, retryDelaySeconds: 0 });
    const id = await sender.enqueue(k, {}, { userId: adminId });
    const child = spawnHangingWorker(k);
    try {
      const running = await until(id, ['running'], 15_000, (b) => b.progress === 10);
      expect(running.status).toBe('running');
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    const rescuer = await instance();
    await rescuer.work(k, async (job) => {
      await job.progress(50);
      return { rescued: true };
    });
    expect(await until(id, ['done', 'failed'])).toMatchObject({ status: 'done', result: { rescued: true } });
    const { rows } = await t.pool.query('SELECT attempts FROM job_runs WHERE id = $1', [id]);
    expect(rows[0].attempts).toBe(2);
  });

  it('a job whose process died on its last attempt ends failed with the generic message', async () => {
    const k = kind('crash-last');
    const sender = await instance({ expireInSeconds: 2, retryLimit: 0 }); // also runs the maintenance, every second
    const id = await sender.enqueue(k, {}, { userId: adminId });
    const child = spawnHangingWorker(k);
    try {
      await until(id, ['running'], 15_000, (b) => b.progress === 10);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    const failed = await until(id, ['failed', 'done']);
    expect(failed.error).toBe('Le traitement a échoué de façon inattendue. Réessayez plus tard ; si le problème persiste, contactez le support.');
    expect(failed.finished_at).not.toBeNull();
  });
});

/** Another Node process working `k` with a handler that never returns (killed by the test). */
function spawnHangingWorker(k: string): ChildProcess {
  const module = path.resolve('server/jobs/create-jobs.ts');
  const code = `
    import pg from 'pg';
    import { createJobs } from ${JSON.stringify(module)};
    const pool = new pg.Pool({ connectionString: process.env.TEST_JOBS_DB });
    const jobs = await createJobs({ pool, log: { trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {} }, concurrency: 1, pollingIntervalSeconds: 0.5 });
    await jobs.work(process.env.TEST_JOBS_KIND, async (job) => { await job.progress(10); await new Promise(() => {}); });
  `;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: { ...process.env, TEST_JOBS_DB: inject('databaseUrl'), TEST_JOBS_KIND: k },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

describe('GET /jobs/{id}/', () => {
  let id: string;
  beforeAll(async () => {
    id = await t.jobs.enqueue(kind('owned'), {}, { userId: adminId });
  });

  it('is visible to its owner only: 404 for anyone else', async () => {
    expect((await getJob(id)).status).toBe(200);
    const other = await getJob(id, undefined, await login(t.app, LECTEUR));
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ detail: 'Objet introuvable.' });
  });

  it('answers 404 for an unknown or a malformed id', async () => {
    for (const bad of [randomUUID(), 'not-a-uuid', '12', `${randomUUID()}x`]) {
      const r = await getJob(bad, 'en');
      expect(r.status, bad).toBe(404);
      expect(r.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('needs a token', async () => {
    const r = await call(t.app, 'GET', `/api/v1/jobs/${id}/`);
    expect(r.status).toBe(401);
    expect(r.body.detail).toBeTruthy();
  });

  it('a scheduled kind is registered once, in UTC', async () => {
    const k = kind('cron');
    await t.jobs.schedule(k, '0 3 * * *', { full: true });
    await t.jobs.schedule(k, '0 4 * * *', { full: true });
    const { rows } = await t.pool.query('SELECT cron, timezone, data FROM pgboss.schedule WHERE name = $1', [k]);
    expect(rows).toEqual([{ cron: '0 4 * * *', timezone: 'UTC', data: { full: true } }]);
  });
});
