// Locked objects (spec §4, issue 33 §1), the two holders besides bulk jobs (job-locks.test.ts):
// an import being applied (the import, and its rows batch by batch) and an express report being
// validated (the report, its elements, the observations it closes). While the job runs a write on
// them answers a translated 409 naming the job; after it (done or failed) the lock is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { APPLY_JOB, APPLY_LIMITS, applyImport } from '../../server/areas/imports/jobs';
import { runValidation } from '../../server/areas/express-reports/validate-job';
import { VALIDATE_JOB } from '../../server/areas/express-reports/validate';
import { createDb } from '../../server/db/pool';
import type { AppDeps } from '../../server/http/deps';
import { JOB_LOCK_CLASS } from '../../server/jobs/liveness';
import { insertRun, startRun } from '../../server/jobs/runs';
import { generateReport } from '../fixtures/express/generate';
import { unique, uniqueId } from './helpers';
import { pdfFile, uploadReport, waitReportStatus } from './helpers/express';
import { importsClient } from './imports-client';
import { xlsx } from './imports-files';
import { lockedElements } from './helpers/locked-elements';
import { elementSession } from './helpers/session';

// Batches of 2 rows: the locks are seen growing batch by batch (put back for the next files,
// which share this process's modules).
const batchBefore = APPLY_LIMITS.batch;

const session = elementSession();
const { t, admin, w, token } = session;
let adminId: number;
/** The connection holding the liveness locks of the jobs run here, as a worker would. */
let live: pg.PoolClient;
beforeAll(async () => {
  adminId = (await t.pool.query("SELECT id FROM users WHERE email = 'admin@demo.fr'")).rows[0].id;
  live = await t.pool.connect();
  APPLY_LIMITS.batch = 2;
});
afterAll(() => {
  live?.release(true);
  APPLY_LIMITS.batch = batchBefore;
});

const { make, patch, locksOf } = lockedElements(session);

/** A running job's row and its liveness lock, like a worker's (the sweep leaves its locks alone). */
async function running(kind: string, data: object) {
  const id = crypto.randomUUID();
  await insertRun(t.pool, id, kind, data, { userId: adminId });
  await startRun(t.pool, id, kind, data);
  await live.query('SELECT pg_advisory_lock($1, hashtext($2))', [JOB_LOCK_CLASS, id]);
  return { id, end: () => live.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, id]) };
}

describe('an import being applied locks the import and its rows', () => {
  const deps = () => ({ ...t.platform, pool: t.pool, db: createDb(t.pool) }) as unknown as AppDeps;

  /** An analysed update import renaming `ids`, moved to applying as the POST …/apply/ does. */
  async function applying(ids: number[]) {
    const file = await xlsx({ Modifs: [['ID', 'Désignation'], ...ids.map((id) => [id, `Importé ${id}`])] });
    const up = await importsClient(t, token()).upload(file, 'verrou.xlsx', { object_type: 'elements', action_type: 'update' });
    expect(await importsClient(t, token()).settled(up.body.id)).toMatchObject({ status: 'analysed', error_count: 0 });
    await t.pool.query(`UPDATE imports SET status = 'applying', checkpoint = 0, applied_rows = 0, creation_count = 0, modification_count = 0,
      link_count = 0 WHERE id = $1`, [up.body.id]);
    return up.body.id as number;
  }

  /** Applies the import here, calling `during` after each committed batch. */
  async function apply(id: number, during: (batch: number, job: string) => Promise<void>) {
    const job = await running(APPLY_JOB, { id });
    let batch = 0;
    try {
      await applyImport(deps(), id, async () => { batch += 1; await during(batch, job.id); }, job.id);
    } finally {
      await job.end();
    }
    return job.id;
  }

  it('refuses writes to the rows of the batches applied so far with a 409 naming the import; writable after', async () => {
    const ids = await make(5);
    const [other] = await make(1);
    const id = await applying(ids);
    const seen: Record<string, unknown>[] = [];
    const job = await apply(id, async (batch, jobId) => {
      if (batch === 1) {
        const r = await patch(ids[0]);
        seen.push({
          patch: r.status, detail: r.body.detail, body: r.body, en: (await patch(ids[0], 'en')).body.detail,
          del: (await admin.del(`/api/v1/elements/${ids[1]}/`, { confirm: true })).status,
          bulk: (await admin.post('/api/v1/elements/bulk/', { action: 'update', ids: [other, ids[1]], data: { building: w.buildingA } })).status,
          free: (await patch(other)).status,
          later: (await admin.get(`/api/v1/elements/${ids[2]}/`)).body.locked_by ?? null, // the next batch: not locked yet
          imp: (await admin.get(`/api/v1/imports/${id}/`)).body.locked_by,
          job: jobId,
        });
      }
      if (batch === 2) seen.push({ next: (await patch(ids[2])).status, first: (await patch(ids[0])).status });
    });
    expect(seen[0]).toMatchObject({ patch: 409, del: 409, bulk: 409, free: 200, later: null, imp: { id: job, kind: APPLY_JOB } });
    expect(seen[0].detail).toMatch(/verrouillé.*application d'un import, tâche [0-9a-f]{8}/);
    expect(seen[0].body).toMatchObject({ code: 'locked', job });
    expect(seen[0].en).toMatch(/locked while data is updated \(import being applied, job [0-9a-f]{8}/);
    // The second batch's rows are locked in turn; the first's stay locked until the import ends.
    expect(seen[1]).toEqual({ next: 409, first: 409 });
    expect((await admin.get(`/api/v1/imports/${id}/`)).body).toMatchObject({ status: 'done', modification_count: 5 });
    expect(await locksOf(job)).toBe(0);
    expect((await admin.get(`/api/v1/elements/${ids[4]}/`)).body).toMatchObject({ designation: `Importé ${ids[4]}` });
    expect((await patch(ids[0])).status).toBe(200);
    expect((await admin.del(`/api/v1/elements/${ids[1]}/`, { confirm: true })).status).toBe(204);
  });

  it('an import failing releases its locks', async () => {
    const ids = await make(3);
    const id = await applying(ids);
    let during = 0;
    let job = '';
    await expect(apply(id, async (_, jobId) => {
      job = jobId;
      during = (await patch(ids[0])).status;
      throw new Error('the worker failed');
    })).rejects.toThrow('the worker failed');
    expect(during).toBe(409);
    expect((await admin.get(`/api/v1/imports/${id}/`)).body.status).toBe('failed');
    expect(await locksOf(job)).toBe(0);
    expect((await patch(ids[0])).status).toBe(200);
  });
});

describe('an express report being validated locks the report, its elements and observations', () => {
  let el: number;
  let kept: number;
  let closed: number;
  let ident: string;
  beforeAll(async () => {
    el = (await t.pool.query(`SELECT e.id FROM elements e JOIN regulations r ON r.id = e.regulation_id JOIN users u ON u.id = $1
      JOIN user_companies uc ON uc.user_id = u.id AND uc.company_id = e.company_id
      WHERE r.name = 'Installations électriques' ORDER BY e.id OFFSET 5 LIMIT 1`, [adminId])).rows[0].id;
    ident = uniqueId('LK');
    await t.pool.query('UPDATE elements SET identification_number = $2 WHERE id = $1', [el, ident]);
    const task = async (description: string) => (await t.pool.query(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description)
      SELECT company_id, factory_id, building_id, regulation_id, id, $2 FROM elements WHERE id = $1 RETURNING id`, [el, description])).rows[0].id as number;
    kept = await task('Remplacer le disjoncteur différentiel du TGBT');
    closed = await task('Nettoyer les grilles de ventilation');
  });

  /** A report read by the real analysis, checked and to validate, its validation pending as the PATCH leaves it. */
  async function toValidate(seed: number) {
    const { pdf } = await generateReport({ layout: 'table_repere', regulation: 'Installations électriques', seed,
      elements: [{ identification_number: ident, designation: 'Tableau général', verdict: 'non_compliant' }],
      observations: [{ identification_number: ident, text: 'Remplacer le disjoncteur differentiel du TGBT.' }],
      inspectionDate: '2026-10-12', organisation: 'Bureau Veritas' });
    const up = await uploadReport(t, token(), [pdfFile(pdf, 'Verrou.pdf')]);
    await waitReportStatus(t, up.body.id, 'to_check');
    const { result } = (await admin.get(`/api/v1/express-reports/${up.body.id}/`)).body;
    expect(result.observations).toEqual(expect.arrayContaining([
      expect.objectContaining({ task: kept, proposal: 'to_do' }), expect.objectContaining({ task: closed, proposal: 'done' })]));
    expect((await admin.patch(`/api/v1/express-reports/${up.body.id}/`, { status: 'to_validate' })).status).toBe(200);
    await t.pool.query('UPDATE express_reports SET validation_pending = true WHERE id = $1', [up.body.id]);
    return up.body.id as number;
  }

  /**
   * Runs the validation job here, held in flight by a row lock on the report (its transaction waits
   * for it, its locks committed before); `during` runs once they are taken, with the holding client.
   */
  async function validate(id: number, during: (job: string, hold: pg.PoolClient) => Promise<void>) {
    const job = await running(VALIDATE_JOB, { id, userId: adminId });
    const hold = await t.pool.connect();
    try {
      await hold.query('BEGIN');
      await hold.query('SELECT 1 FROM express_reports WHERE id = $1 FOR UPDATE', [id]);
      const run = runValidation(t.pool, id, adminId, job.id);
      run.catch(() => {}); // awaited below
      await expect.poll(async () => (await t.pool.query("SELECT count(*)::int AS n FROM job_locks WHERE job_id = $1 AND table_name = 'tasks'", [job.id])).rows[0].n).toBe(1);
      try {
        await during(job.id, hold);
      } finally {
        await hold.query('COMMIT');
      }
      return await run;
    } finally {
      hold.release();
      await job.end();
    }
  }

  // Not its description: the next report finds the observation by it.
  const patchTask = (id: number) => admin.patch(`/api/v1/tasks/${id}/`, { verified_points: unique('Vérifié') });

  it('refuses writes with a 409 naming the validation while it runs; writable after', async () => {
    const id = await toValidate(5);
    const seen: Record<string, unknown> = {};
    let job = '';
    await validate(id, async (jobId) => {
      job = jobId;
      const r = await patch(el);
      Object.assign(seen, {
        el: r.status, detail: r.body.detail, en: (await patch(el, 'en')).body.detail,
        kept: (await patchTask(kept)).status, closed: (await admin.del(`/api/v1/tasks/${closed}/`, { confirm: true })).status,
        bulk: (await admin.post('/api/v1/tasks/bulk/', { action: 'delete', ids: [closed], confirm: true })).status,
        report: (await admin.get(`/api/v1/express-reports/${id}/`)).body.locked_by,
        task: (await admin.get(`/api/v1/tasks/${kept}/`)).body.locked_by,
      });
    });
    expect(seen).toMatchObject({ el: 409, kept: 409, closed: 409, bulk: 409, report: { id: job, kind: VALIDATE_JOB }, task: { id: job, kind: VALIDATE_JOB } });
    expect(seen.detail).toMatch(/verrouillé.*validation d'un rapport express, tâche [0-9a-f]{8}/);
    expect(seen.en).toMatch(/locked while data is updated \(express report validation, job [0-9a-f]{8}/);
    const after = (await admin.get(`/api/v1/express-reports/${id}/`)).body;
    expect(after.status).toBe('finished');
    expect(after.locked_by).toBeUndefined();
    expect(await locksOf(job)).toBe(0);
    expect((await patch(el)).status).toBe(200);
    expect((await patchTask(kept)).status).toBe(200);
  });

  it('a validation failing releases its locks', async () => {
    // A report validated above closed `closed`: open it again for this one.
    await t.pool.query("UPDATE tasks SET status = 'not_started' WHERE id = $1", [closed]);
    const id = await toValidate(6);
    let during = 0;
    let job = '';
    await expect(validate(id, async (jobId, hold) => {
      job = jobId;
      during = (await patch(el)).status;
      // Information gone meanwhile (the inspection date): the validation fails.
      await hold.query(`UPDATE express_reports SET result = jsonb_set(result, '{inspection_date,value}', 'null') WHERE id = $1`, [id]);
    })).rejects.toThrow();
    expect(during).toBe(409);
    expect((await t.pool.query('SELECT status, validation_pending FROM express_reports WHERE id = $1', [id])).rows[0])
      .toEqual({ status: 'to_validate', validation_pending: false });
    expect(await locksOf(job)).toBe(0);
    expect((await patch(el)).status).toBe(200);
  });
});
