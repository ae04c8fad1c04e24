// Locked objects (spec §4, issue 33 §1): rows a running job changes are read-only for others.
// A write (PATCH, DELETE, bulk) on them answers a translated 409 naming the job; reads say
// `locked: true` and `locked_by`; the lock goes when the job ends, fails, or its instance died.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { BULK_JOB, runBulkJob, type BulkJobData } from '../../server/crud/bulk-job';
import { elements } from '../../server/areas/elements/resource';
import { createDb } from '../../server/db/pool';
import { JOB_LOCK_CLASS } from '../../server/jobs/liveness';
import { lockRows, sweepLocks } from '../../server/jobs/locks';
import { insertRun, startRun } from '../../server/jobs/runs';
import { lockedElements } from './helpers/locked-elements';
import { elementSession } from './helpers/session';

const session = elementSession();
const { t, admin, w } = session;
let adminId: number;
/** The connection holding the liveness locks of the jobs run here, as a worker would. */
let live: pg.PoolClient;
beforeAll(async () => {
  adminId = (await t.pool.query("SELECT id FROM users WHERE email = 'admin@demo.fr'")).rows[0].id;
  live = await t.pool.connect();
});
afterAll(() => live?.release(true));

const { make, patch, locksOf } = lockedElements(session);

/** A running job's row and its liveness lock, like a worker's (the sweep leaves it alone). */
async function running(data: BulkJobData) {
  const id = crypto.randomUUID();
  await insertRun(t.pool, id, BULK_JOB, data, { userId: data.userId });
  await startRun(t.pool, id, BULK_JOB, data);
  await live.query('SELECT pg_advisory_lock($1, hashtext($2))', [JOB_LOCK_CLASS, id]);
  return id;
}

/** Runs a bulk job here, calling `during` after its first batch (batches of 2 rows). */
async function runWith(ids: number[], during: (jobId: string) => Promise<void>) {
  const data: BulkJobData = { resource: 'elements', action: 'update', ids, data: { building: w.buildingA }, locale: 'fr', userId: adminId, selectedCompany: null };
  const id = await running(data);
  let first = true;
  try {
    return await runBulkJob({ pool: t.pool, db: createDb(t.pool) }, elements, {
      id, data, progress: async () => {
        if (first) { first = false; await during(id); }
      },
    }, { batchSize: 2, lanes: 1 }).then((result) => ({ id, result }));
  } finally {
    await live.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, id]);
  }
}

describe('rows locked by a running job', () => {
  it('refuses writes with a 409 naming the job while it runs; reads say locked; writable again after', async () => {
    const ids = await make(5);
    const [other] = await make(1);
    const seen: Record<string, unknown> = {};
    const { id } = await runWith(ids, async (job) => {
      const r = await patch(ids[4]);
      seen.patch = r.status;
      seen.detail = r.body.detail;
      seen.code = r.body;
      seen.en = (await patch(ids[4], 'en')).body.detail;
      seen.del = (await admin.del(`/api/v1/elements/${ids[3]}/`, { confirm: true })).status;
      seen.bulk = (await admin.post('/api/v1/elements/bulk/', { action: 'update', ids: [other, ids[4]], data: { building: w.buildingA } })).status;
      seen.free = (await patch(other)).status;
      seen.get = (await admin.get(`/api/v1/elements/${ids[4]}/`)).body;
      seen.list = (await admin.get(`/api/v1/elements/?id=${ids[4]},${other}`)).body.results;
      seen.job = job;
    });
    expect(seen.patch).toBe(409);
    expect(seen.detail).toMatch(/verrouillé.*action groupée, tâche [0-9a-f]{8}/);
    expect(seen.code).toMatchObject({ code: 'locked', job: id });
    expect(seen.en).toMatch(/locked while data is updated \(bulk action/);
    expect(seen.del).toBe(409);
    expect(seen.bulk).toBe(409);
    expect(seen.free).toBe(200);
    expect(seen.get).toMatchObject({ id: ids[4], locked: true, locked_by: { id, kind: 'bulk' } });
    const list = seen.list as { id: number; locked: boolean }[];
    expect(list.find((r) => r.id === ids[4])?.locked).toBe(true);
    expect(list.find((r) => r.id === other)?.locked).toBe(false);
    // After the job: no lock left, the same write passes.
    expect(await locksOf(id)).toBe(0);
    expect((await patch(ids[4])).status).toBe(200);
    expect((await admin.get(`/api/v1/elements/${ids[4]}/`)).body).toMatchObject({ locked: false });
  });

  it('a job failing releases its lock', async () => {
    const ids = await make(4);
    let jobId = '';
    await expect(runWith(ids, async (job) => {
      jobId = job;
      expect((await patch(ids[3])).status).toBe(409);
      throw new Error('the worker failed');
    })).rejects.toThrow('the worker failed');
    expect(await locksOf(jobId)).toBe(0);
    expect((await patch(ids[3])).status).toBe(200);
  });

  it("a crashed job's lock is swept; a live job's is kept", async () => {
    const [dead, alive] = await make(2);
    const deadJob = crypto.randomUUID();
    // A job marked running whose instance died (no liveness lock), its lock left behind.
    await insertRun(t.pool, deadJob, BULK_JOB, {}, { userId: adminId });
    await startRun(t.pool, deadJob, BULK_JOB, {});
    await lockRows(t.pool, { id: deadJob, kind: BULK_JOB }, 'elements', [dead]);
    const liveJob = await running({ resource: 'elements', action: 'update', ids: [alive], data: {}, locale: 'fr', userId: adminId, selectedCompany: null });
    await lockRows(t.pool, { id: liveJob, kind: BULK_JOB }, 'elements', [alive]);
    try {
      expect((await patch(dead)).status).toBe(409);
      await sweepLocks(t.pool);
      expect(await locksOf(deadJob)).toBe(0);
      expect((await patch(dead)).status).toBe(200);
      expect((await patch(alive)).status).toBe(409);
    } finally {
      await live.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, liveJob]);
      await t.pool.query('DELETE FROM job_locks WHERE job_id = $1', [liveJob]);
    }
  });

  it('filing documents a job locks into a folder is refused; nothing is filed', async () => {
    const { rows: docs } = await t.pool.query(`SELECT d.id, d.company_id FROM documents d JOIN companies c ON c.id = d.company_id
      WHERE c.name = 'Démo Industrie' ORDER BY d.id LIMIT 2`);
    const folder = await admin.post('/api/v1/tags/', { name: `Verrou ${crypto.randomUUID().slice(0, 8)}`, company: docs[0].company_id });
    expect(folder.status, JSON.stringify(folder.body)).toBe(201);
    const job = crypto.randomUUID();
    await lockRows(t.pool, { id: job, kind: BULK_JOB }, 'documents', [docs[1].id]);
    try {
      const r = await admin.post('/api/v1/documents/move/', { ids: docs.map((d) => d.id), tag: folder.body.id });
      expect(r.status, JSON.stringify(r.body)).toBe(409);
      expect(r.body).toMatchObject({ code: 'locked', job });
      expect((await t.pool.query('SELECT count(*)::int AS n FROM document_tags WHERE tag_id = $1', [folder.body.id])).rows[0].n).toBe(0);
    } finally {
      await t.pool.query('DELETE FROM job_locks WHERE job_id = $1', [job]);
    }
    expect((await admin.post('/api/v1/documents/move/', { ids: docs.map((d) => d.id), tag: folder.body.id })).body.count).toBe(2);
  });

  it('a bulk request over rows another job locks is refused before queuing', async () => {
    const ids = await make(2);
    const job = crypto.randomUUID();
    await lockRows(t.pool, { id: job, kind: 'imports-apply' }, 'elements', [ids[1]]);
    try {
      const r = await admin.post('/api/v1/elements/bulk/', { action: 'delete', ids, confirm: true });
      expect(r.status).toBe(409);
      expect(r.body.detail).toMatch(/application d'un import/);
      expect((await admin.get(`/api/v1/elements/${ids[0]}/`)).status).toBe(200);
    } finally {
      await t.pool.query('DELETE FROM job_locks WHERE job_id = $1', [job]);
    }
  });
});
