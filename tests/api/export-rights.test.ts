// An e-mailed export runs later, as the user who asked: a right withdrawn in between stops it
// (the job re-checks the declaration's rule, not only the scope).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXPORT_JOB, type ExportJobData } from '../../server/crud/export-job';
import { ALL, allBut, loadWorld, removeTestRows, type World } from './access/world';
import { as, startApp, type TestApp } from './helpers';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startApp();
  w = await loadWorld(t.pool);
});
afterAll(async () => {
  if (t) await removeTestRows(t.pool);
  await t?.close();
});

async function exportAs(userId: number) {
  const data: ExportJobData = { resource: 'factories', query: {}, format: 'csv', locale: 'fr', userId, selectedCompany: null };
  return t.jobs.enqueue(EXPORT_JOB, data, { userId });
}

async function finished(id: string, token: string) {
  for (let i = 0; i < 100; i++) {
    const r = await as(t.app, token).get(`/api/v1/jobs/${id}/`);
    if (r.body.status === 'done' || r.body.status === 'failed') return r.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the job did not finish');
}

it('runs with the right, fails without it', async () => {
  const pro = w.company('pro').id;
  const allowed = await w.fresh({ companies: [pro], rights: ALL });
  expect(await finished(await exportAs(allowed.id), allowed.token)).toMatchObject({ status: 'done' });
  const withdrawn = await w.fresh({ companies: [pro], rights: allBut('company', 'view') });
  expect(await finished(await exportAs(withdrawn.id), withdrawn.token)).toMatchObject({
    status: 'failed', error: "L'export n'a pas pu être préparé : vos droits ou les données ont changé.",
  });
});
