// Bulk actions past the job threshold (3 rows here, batches of 2, two lanes through the API, one
// where the order of batches matters to a test): 202 with the job, progress,
// final state and activity log; rights and scope re-read when the job runs; locked rows refused
// before starting and skipped once running; a crash resumes after the last committed batch.
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_JOB, runBulkJob, type BulkJobData } from '../../server/crud/bulk-job';
import { elements } from '../../server/areas/elements/resource';
import { createDb } from '../../server/db/pool';
import { insertRun, startRun } from '../../server/jobs/runs';
import { as, CORPO, login } from './helpers';
import { elementBody } from './elements-fixture';
import { signInAsNew } from './users-helpers';
import { elementSession } from './helpers/session';

const { t, admin, w } = elementSession({ BULK_JOB_THRESHOLD: '3', BULK_BATCH_SIZE: '2' });
let adminId: number;
beforeAll(async () => {
  adminId = (await t.pool.query("SELECT id FROM users WHERE email = 'admin@demo.fr'")).rows[0].id;
});

const make = async (n: number, extra: Record<string, unknown> = {}) => {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) ids.push((await admin.post('/api/v1/elements/', elementBody(w, extra))).body.id);
  return ids;
};
const bulk = (body: unknown, who = admin, lang?: string) => who.post('/api/v1/elements/bulk/', body, lang);
const column = async (ids: number[], col: string) =>
  (await t.pool.query(`SELECT id, ${col} AS v FROM elements WHERE id = ANY($1) ORDER BY id`, [ids])).rows.map((r) => r.v);
const logged = async (ids: number[], action: string) => (await t.pool.query(
  'SELECT object_id, changes FROM activity_log WHERE object_type = $1 AND action = $2 AND object_id = ANY($3) ORDER BY object_id, id',
  ['elements', action, ids])).rows;

async function waitJob(id: string, who = admin) {
  for (let i = 0; i < 200; i++) {
    const r = await who.get(`/api/v1/jobs/${id}/`);
    if (r.body.status === 'done' || r.body.status === 'failed') return r.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('job did not finish');
}

/** Runs the job's handler here (not through pg-boss), on a job_runs row like a real run. */
async function runHere(data: Omit<BulkJobData, 'locale' | 'userId' | 'selectedCompany'> & { userId?: number },
  opts: { id?: string; lanes?: number; onProgress?: (p: number) => Promise<void> | void } = {}) {
  const id = opts.id ?? crypto.randomUUID();
  const full: BulkJobData = { locale: 'fr', userId: adminId, selectedCompany: null, ...data };
  if (!opts.id) await insertRun(t.pool, id, BULK_JOB, full, { userId: full.userId });
  await startRun(t.pool, id, BULK_JOB, full);
  const progress: number[] = [];
  const result = await runBulkJob({ pool: t.pool, db: createDb(t.pool) }, elements, {
    id, data: full, progress: async (p) => { progress.push(p); await opts.onProgress?.(p); },
  }, { batchSize: 2, lanes: opts.lanes ?? 1 });
  return { id, result, progress };
}

describe('elements bulk actions as a job', () => {
  it('past the threshold: 202 with the job, which updates every row in batches and logs each', async () => {
    const ids = await make(5);
    const r = await bulk({ action: 'update', all: true, filter: { factory: String(w.siteA), search: 'Extincteur' }, data: { building: w.buildingA } });
    expect(r.status).toBe(202);
    const n = (await t.pool.query('SELECT count(*)::int AS n FROM elements WHERE factory_id = $1', [w.siteA])).rows[0].n;
    expect(r.body).toEqual({ job: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) }, count: n, message: `${n} objet(s) seront traités en arrière-plan.` });
    const job = await waitJob(r.body.job.id);
    expect(job).toMatchObject({ kind: 'bulk', status: 'done', progress: 100, result: { count: n, locked: 0 } });
    expect(await column(ids, 'building_id')).toEqual(ids.map(() => w.buildingA));
    const log = await logged(ids, 'bulk_update');
    expect(log).toEqual(ids.map((id) => ({ object_id: id, changes: { building: [w.ghostA, w.buildingA] } })));
  });

  it('stays synchronous at or under the threshold', async () => {
    const ids = await make(3);
    expect((await bulk({ action: 'update', ids, data: { building: w.buildingA } })).body).toEqual({ count: 3 });
  });

  it('reports its progress batch by batch; rows already holding the value count, without a log line', async () => {
    const ids = await make(5);
    await t.pool.query('UPDATE elements SET building_id = $2 WHERE id = $1', [ids[0], w.buildingA]);
    const { result, progress } = await runHere({ resource: 'elements', action: 'update', ids, data: { building: w.buildingA } });
    expect(result).toEqual({ count: 5, locked: 0 });
    expect(progress).toEqual([40, 80, 99]);
    expect((await logged(ids, 'bulk_update')).map((r) => r.object_id)).toEqual(ids.slice(1));
  });

  it('deletes after the confirmation, as a job', async () => {
    const ids = await make(4);
    const ask = await bulk({ action: 'delete', ids });
    expect(ask.status).toBe(200);
    expect(ask.body.confirm_request.data).toMatchObject({ confirm: true });
    const r = await bulk(ask.body.confirm_request.data, admin, 'en');
    expect(r.status).toBe(202);
    expect(r.body.message).toBe('4 object(s) will be processed in the background.');
    expect((await waitJob(r.body.job.id)).result).toEqual({ count: 4, locked: 0 });
    expect(await column(ids, 'id')).toEqual([]);
    expect((await logged(ids, 'bulk_delete')).map((l) => l.object_id)).toEqual(ids);
  });

  it('refuses a locked row before queuing, and when the job starts; skips a row locked while it runs', async () => {
    const ids = await make(5);
    await t.pool.query('UPDATE elements SET locked = true WHERE id = $1', [ids[4]]);
    const r = await bulk({ action: 'update', ids, data: { building: w.buildingA } });
    expect(r.status).toBe(400);
    expect(r.body.non_field_errors).toHaveLength(1);
    await expect(runHere({ resource: 'elements', action: 'update', ids, data: { building: w.buildingA } }))
      .rejects.toMatchObject({ name: 'JobError', key: 'api.elements.errors.locked' });
    expect(await column(ids, 'building_id')).toEqual(ids.map(() => w.ghostA));

    await t.pool.query('UPDATE elements SET locked = false WHERE id = $1', [ids[4]]);
    const { result } = await runHere({ resource: 'elements', action: 'update', ids, data: { building: w.buildingA } }, {
      onProgress: async () => { await t.pool.query('UPDATE elements SET locked = true WHERE id = $1', [ids[4]]); },
    });
    expect(result).toEqual({ count: 4, locked: 1 });
    expect(await column(ids, 'building_id')).toEqual([w.buildingA, w.buildingA, w.buildingA, w.buildingA, w.ghostA]);
  });

  it('re-reads the rights when it runs and before each batch', async () => {
    const { row } = await signInAsNew(t, admin, {
      factories: [w.siteA, w.siteB], regulations: [w.fire, w.lifting], rights: { baseregulationmodel: ['view', 'edit', 'delete'] },
    });
    const ids = await make(5);
    const data = { resource: 'elements', action: 'update' as const, ids, data: { building: w.buildingA }, userId: row.id };
    const withdraw = async () => { await t.pool.query(`UPDATE users SET rights = '{"baseregulationmodel":["view"]}' WHERE id = $1`, [row.id]); };
    // Withdrawn after the first batch: the job stops, the batch written stays (and is logged).
    await expect(runHere(data, { onProgress: withdraw })).rejects.toMatchObject({ key: 'jobs.errors.bulk_stopped', params: { count: 2 } });
    expect(await column(ids, 'building_id')).toEqual([w.buildingA, w.buildingA, w.ghostA, w.ghostA, w.ghostA]);
    // Withdrawn before it starts: nothing written.
    await expect(runHere({ ...data, data: { building: w.ghostA } })).rejects.toMatchObject({ key: 'jobs.errors.bulk_unavailable' });
    expect((await logged(ids, 'bulk_update')).map((l) => l.object_id)).toEqual(ids.slice(0, 2));
  });

  it('never touches rows out of the scope of the user when it runs', async () => {
    const corpo = as(t.app, await login(t.app, CORPO));
    const mine = await make(4);
    const corpoId = (await t.pool.query("SELECT id FROM users WHERE email = 'admin@corpo.fr'")).rows[0].id;
    // Their request cannot name our rows (404-like does_not_exist), nor reach them by filter.
    expect((await bulk({ action: 'update', ids: mine, data: { group: null } }, corpo)).status).toBe(400);
    expect((await bulk({ action: 'delete', all: true, filter: { factory: String(w.siteA) }, confirm: true }, corpo)).body)
      .toEqual({ non_field_errors: ['La sélection est vide.'] });
    // A job of theirs holding our ids (as if the scope had changed since the request) leaves them alone.
    const { result } = await runHere({ resource: 'elements', action: 'delete', ids: mine, data: {}, userId: corpoId });
    expect(result).toEqual({ count: 0, locked: 0 });
    expect(await column(mine, 'id')).toEqual(mine);
  });

  it('resumes after a crash at the last committed batch: nothing redone, nothing lost', async () => {
    const ids = await make(5);
    const data = { resource: 'elements', action: 'update' as const, ids, data: { building: w.buildingA } };
    // The process "dies" after the first batch committed.
    const crash = new Error('crash');
    const first = runHere(data, { onProgress: () => { throw crash; } });
    await expect(first).rejects.toBe(crash);
    const id = (await t.pool.query(`SELECT id FROM job_runs WHERE kind = $1 AND params->'ids' = $2::jsonb`, [BULK_JOB, JSON.stringify(ids)])).rows[0].id;
    expect((await t.pool.query('SELECT result FROM job_runs WHERE id = $1', [id])).rows[0].result)
      .toEqual({ count: 2, locked: 0, done: [[ids[0], ids[1]]] });
    // Someone moves a done row back meanwhile: the retry does not redo it.
    await t.pool.query('UPDATE elements SET building_id = $2 WHERE id = $1', [ids[0], w.ghostA]);
    const { result, progress } = await runHere(data, { id });
    expect(result).toEqual({ count: 5, locked: 0 });
    expect(progress).toEqual([80, 99]);
    expect(await column(ids, 'building_id')).toEqual([w.ghostA, w.buildingA, w.buildingA, w.buildingA, w.buildingA]);
    expect((await logged(ids, 'bulk_update')).map((l) => l.object_id)).toEqual(ids);
  });

  it('two lanes: every row written and logged once, also across a crash', async () => {
    const ids = await make(9);
    const data = { resource: 'elements', action: 'update' as const, ids, data: { building: w.buildingA } };
    let calls = 0;
    const crash = new Error('crash');
    // Dies on the second batch's return: the batch of the other lane in flight still commits.
    await expect(runHere(data, { lanes: 2, onProgress: () => { calls += 1; if (calls === 2) throw crash; } })).rejects.toBe(crash);
    const id = (await t.pool.query(`SELECT id FROM job_runs WHERE kind = $1 AND params->'ids' = $2::jsonb`, [BULK_JOB, JSON.stringify(ids)])).rows[0].id;
    const saved = (await t.pool.query('SELECT result FROM job_runs WHERE id = $1', [id])).rows[0].result;
    expect(saved.count).toBeGreaterThanOrEqual(4);
    expect(saved.count).toBeLessThan(9);
    const { result, progress } = await runHere(data, { id, lanes: 2 });
    expect(result).toEqual({ count: 9, locked: 0 });
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await column(ids, 'building_id')).toEqual(ids.map(() => w.buildingA));
    expect((await logged(ids, 'bulk_update')).map((l) => l.object_id)).toEqual(ids);
  });
});
