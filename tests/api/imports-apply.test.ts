// The apply of an element import reads and checks the next batch while the previous one is
// written (jobs.ts applyImport). A row that became a duplicate since the analysis, in the batch
// after the first, fails the import (without skip_errors) once the batch being written has
// committed: that batch and its checkpoint stay, nothing of the refused batch is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, login, startApp, unique, type TestApp } from './helpers';
import { elementWorld, type ElementWorld } from './elements-fixture';
import { importsClient } from './imports-client';
import { xlsx } from './imports-files';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof as>;
let w: ElementWorld;
let upload: ReturnType<typeof importsClient>['upload'];
let settled: ReturnType<typeof importsClient>['settled'];

beforeAll(async () => {
  t = await startApp();
  token = await login(t.app, ADMIN);
  admin = as(t.app, token);
  w = await elementWorld(t, admin);
  ({ upload, settled } = importsClient(t, token));
});
afterAll(async () => { await t.close(); });

describe('apply of an element import, batch after batch', () => {
  it('a duplicate made since the analysis in the second batch: failed, the first batch kept', async () => {
    const marker = unique('PIPE');
    const rows = Array.from({ length: 2500 }, (_, i) => [`Pipeline ${i}`, `${marker}-${i}`, w.siteA, w.buildingA, w.extinguisher]);
    const file = await xlsx({ 'Sécurité incendie': [['Désignation', "Numéro d'identification", 'Site', 'Bâtiment', "Type d'élément"], ...rows] });
    const up = await upload(file, 'pipeline.xlsx', { object_type: 'elements', action_type: 'create' });
    expect(up.status).toBe(201);
    expect(await settled(up.body.id, 600)).toMatchObject({ status: 'analysed', error_count: 0, creation_count: 2500 });
    // Row 1,100 of the file (line 1,101: the second batch of 1,000) now exists in the database.
    const made = await admin.post('/api/v1/elements/', { designation: 'Déjà là', identification_number: `${marker}-1099`,
      factory: w.siteA, building: w.buildingA, regulation: w.fire, element_type: w.extinguisher });
    expect(made.status).toBe(201);
    expect((await admin.post(`/api/v1/imports/${up.body.id}/apply/`, {})).status).toBe(202);
    expect(await settled(up.body.id, 600)).toMatchObject({ status: 'failed', failure: 'api.imports.errors.changed_since_analysis' });
    expect((await t.pool.query('SELECT checkpoint FROM imports WHERE id = $1', [up.body.id])).rows[0].checkpoint).toBe(1000);
    const written = await t.pool.query(`SELECT count(*)::int AS n FROM elements WHERE identification_number LIKE $1`, [`${marker}-%`]);
    expect(written.rows[0].n).toBe(1001); // the first batch and the element made meanwhile
  }, 60_000);
});
