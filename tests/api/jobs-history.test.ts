// The job history stays bounded (issue 30): the every-minute scans add ~1,440 runs a day each.
// pg-boss's maintenance (one instance per interval) archives completed jobs and deletes old
// archived ones; on the same beat, job_runs older than JOB_HISTORY_DAYS go, except an e-mailed
// export's run whose file is not purged yet, and anything unfinished.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPool } from '../../server/db/pool';
import { createJobs } from '../../server/jobs/create-jobs';
import type { Jobs } from '../../server/jobs/types';
import { createLogger } from '../../server/log';

const pool = createPool(inject('databaseUrl'));
let jobs: Jobs | null = null;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const kind = `test-history-${randomUUID().slice(0, 8)}`;

/** A run of `kind` in `status`, finished `daysAgo` days ago (null: not finished), with `result`. */
async function run(status: string, daysAgo: number | null, result: object | null = null): Promise<string> {
  const id = randomUUID();
  await pool.query(
    `INSERT INTO job_runs (id, kind, status, result, created_at, finished_at)
     VALUES ($1, $2, $3::job_status, $4::jsonb, now() - make_interval(days => coalesce($5::int, 0) + 1),
       CASE WHEN $5::int IS NULL THEN NULL ELSE now() - make_interval(days => $5::int) END)`,
    [id, kind, status, result === null ? null : JSON.stringify(result), daysAgo]);
  return id;
}

const exists = async (table: string, id: string) => (await pool.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).rowCount === 1;

beforeAll(async () => {
  await pool.query('DELETE FROM job_runs WHERE kind LIKE $1', ['test-history-%']);
});

afterAll(async () => {
  await jobs?.stop();
  await pool.query('DELETE FROM job_runs WHERE kind LIKE $1', ['test-history-%']);
  await pool.end();
});

describe('job history retention', () => {
  it('deletes finished runs and archived jobs past the history age, and keeps the rest', async () => {
    const old = { done: await run('done', 10), failed: await run('failed', 8) };
    const kept = {
      recent: await run('done', 2),
      running: await run('running', null),
      unpurgedExport: await run('done', 10, { key: 'exports/x.csv', expires_at: new Date().toISOString() }),
    };
    const purgedExport = await run('done', 10, { key: 'exports/y.csv', purged: true });

    // pg-boss side: a job completed two days ago (to be archived) and one archived ten days ago.
    jobs = await createJobs({ pool, log: createLogger('silent'), concurrency: 1, maintenanceIntervalSeconds: 1, historyDays: 7 });
    const completed = await jobs.enqueue(kind, {});
    await pool.query(`UPDATE pgboss.job SET state = 'completed', completed_on = now() - interval '2 days' WHERE id = $1`, [completed]);
    const archived = await jobs.enqueue(kind, {});
    await pool.query(`INSERT INTO pgboss.archive SELECT j.*, now() - interval '10 days' FROM pgboss.job j WHERE j.id = $1`, [archived]);
    await pool.query('DELETE FROM pgboss.job WHERE id = $1', [archived]);

    // The maintenance runs every second here (every minute in production).
    for (let i = 0; i < 60 && ((await exists('job_runs', old.done)) || (await exists('pgboss.archive', archived))); i++) await sleep(500);

    expect(await exists('job_runs', old.done)).toBe(false);
    expect(await exists('job_runs', old.failed)).toBe(false);
    expect(await exists('job_runs', purgedExport)).toBe(false);
    for (const id of Object.values(kept)) expect(await exists('job_runs', id)).toBe(true);
    expect(await exists('pgboss.archive', archived)).toBe(false);
    expect(await exists('pgboss.job', completed)).toBe(false);
    expect(await exists('pgboss.archive', completed)).toBe(true);
  });
});
