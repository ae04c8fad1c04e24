// Compliance facts you can trust (issue items 7): an import's applied rows are the rows it created,
// modified and linked; a day the calendar does not have is reported as such; "see the elements"
// of an import is the `import` filter of /elements/ (exactly its rows); the element page's
// documents include those attached through its obligations, controls and observations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CORPO, as, login, startApp, unique, type TestApp } from './helpers';
import { elementBody, elementWorld, type ElementWorld } from './elements-fixture';
import { importsClient } from './imports-client';
import { xlsx } from './imports-files';

let t: TestApp;
let admin: ReturnType<typeof as>;
let w: ElementWorld;
let client: ReturnType<typeof importsClient>;

beforeAll(async () => {
  t = await startApp();
  const token = await login(t.app, ADMIN);
  admin = as(t.app, token);
  w = await elementWorld(t, admin);
  client = importsClient(t, token);
});
afterAll(async () => { await t.close(); });

const HEADER = ['Désignation', 'Site', 'Bâtiment', "Type d'élément", "Date d'expiration"];
const ids = async (query: string) => ((await admin.get(`/api/v1/elements/?${query}&page_size=100`)).body.results as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);

async function applied(file: Buffer, fields: Record<string, string>) {
  const up = await client.upload(file, 'facts.xlsx', fields);
  expect(up.status).toBe(201);
  await client.settled(up.body.id);
  expect((await admin.post(`/api/v1/imports/${up.body.id}/apply/`, { skip_errors: true })).status).toBe(202);
  const done = await client.settled(up.body.id);
  expect(done.status).toBe('done');
  return done;
}

describe('applied rows add up', () => {
  it('a create applied without its row in error: applied rows = creations, and "see the elements" lists exactly them', async () => {
    const before = await admin.post('/api/v1/elements/', elementBody(w, { designation: unique('Déjà là') }));
    const file = await xlsx({ 'Sécurité incendie': [HEADER,
      [unique('Importé A'), w.siteA, w.buildingA, w.extinguisher, null],
      [null, w.siteA, w.buildingA, w.extinguisher, null], // no designation: skipped
      [unique('Importé B'), w.siteA, w.buildingA, w.extinguisher, null]] });
    const done = await applied(file, { object_type: 'elements', action_type: 'create' });
    expect(done).toMatchObject({ row_count: 3, creation_count: 2, applied_rows: 2 });
    const made = (await t.pool.query(`SELECT id FROM elements WHERE factory_id = $1 AND designation LIKE 'Importé %' ORDER BY id`, [w.siteA])).rows.map((r) => r.id);
    expect(await ids(`import=${done.id}`)).toEqual(made);
    expect(await ids(`import=${done.id}`)).not.toContain(before.body.id);
  });

  it('a link already there is not applied; updates and links open their rows', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(async () => (await admin.post('/api/v1/elements/', elementBody(w))).body.id as number));
    expect((await admin.post(`/api/v1/elements/${a}/links/`, { linked: b })).status).toBeLessThan(300);
    const links = await applied(await xlsx({ Liens: [['ID', 'Élément lié'], [a, b], [c, a]] }), { object_type: 'elements', action_type: 'link' });
    expect(links).toMatchObject({ row_count: 2, link_count: 1, applied_rows: 1 });
    expect(await ids(`import=${links.id}`)).toEqual([c]);
    const updates = await applied(await xlsx({ Modifs: [['ID', 'Repère 1'], [b, 'R-b'], [999_999_999, 'X']] }), { object_type: 'elements', action_type: 'update' });
    expect(updates).toMatchObject({ row_count: 2, modification_count: 1, applied_rows: 1 });
    expect(await ids(`import=${updates.id}`)).toEqual([b]);
  });

  it('the import filter is the API\'s: refused when not a number, empty for another company', async () => {
    const bad = await admin.get('/api/v1/elements/?import=abc', 'en');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/filter/i);
    const file = await xlsx({ 'Sécurité incendie': [HEADER, [unique('Importé C'), w.siteA, w.buildingA, w.extinguisher, null]] });
    const done = await applied(file, { object_type: 'elements', action_type: 'create' });
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`/api/v1/elements/?import=${done.id}`)).body.results).toEqual([]);
    expect((await admin.get(`/api/v1/elements/count/?import=${done.id}`)).body.count).toBe(1);
  });

  it('the demo import that says it created 2 elements opens 2 elements', async () => {
    const demo = (await t.pool.query(`SELECT id, creation_count FROM imports WHERE company_id = 1 AND number = 1`)).rows[0];
    expect((await admin.get(`/api/v1/elements/count/?import=${demo.id}`)).body.count).toBe(demo.creation_count);
  });
});

describe('a day that does not exist', () => {
  it('31/02/2027 is "date does not exist" (fr and en), a wrong text is still a wrong format', async () => {
    const file = await xlsx({ 'Sécurité incendie': [HEADER,
      [unique('Février'), w.siteA, w.buildingA, w.extinguisher, '31/02/2027'],
      [unique('Texte'), w.siteA, w.buildingA, w.extinguisher, 'demain']] });
    const up = await client.upload(file, 'dates.xlsx', { object_type: 'elements', action_type: 'create' });
    await client.settled(up.body.id);
    const list = async (lang: string) => (await admin.get(`/api/v1/imports/${up.body.id}/error-list/`, lang)).body.results as { line: number; message: string }[];
    const fr = await list('fr');
    expect(fr.find((e) => e.line === 2)?.message).toBe("La date 31/02/2027 n'existe pas dans le calendrier.");
    expect(fr.find((e) => e.line === 3)?.message).toBe('Date invalide : utilisez le format JJ/MM/AAAA.');
    expect((await list('en')).find((e) => e.line === 2)?.message).toBe('The date 31/02/2027 does not exist in the calendar.');
  });

  it('the API says the same of 2027-02-31 in a write (fr and en), and still "wrong format" of 2027-13-01', async () => {
    const fr = await admin.post('/api/v1/elements/', elementBody(w, { expiry_date: '2027-02-31' }));
    expect([fr.status, fr.body.expiry_date]).toEqual([400, ["Cette date n'existe pas dans le calendrier."]]);
    const en = await admin.post('/api/v1/elements/', elementBody(w, { expiry_date: '2027-02-31' }), 'en');
    expect(en.body.expiry_date).toEqual(['This date does not exist in the calendar.']);
    const format = await admin.post('/api/v1/elements/', elementBody(w, { expiry_date: '2027-13-01' }));
    expect(format.body.expiry_date).toEqual(['Date invalide : utilisez le format AAAA-MM-JJ.']);
  });
});

describe("the element's documents", () => {
  it('lists the documents of its obligations, controls and observations, not only its own', async () => {
    const el = (await admin.post('/api/v1/elements/', elementBody(w))).body.id as number;
    const first = async (path: string) => ((await admin.get(`/api/v1/${path}&page_size=1`)).body.results as { id: number }[])[0]?.id;
    const obligation = await first(`obligations/?element=${el}`);
    const control = await first(`controls/?element=${el}`);
    const task = (await admin.post('/api/v1/tasks/', { description: unique('Observation'), element: el })).body.id as number;
    expect([obligation, control, task].every(Boolean)).toBe(true);
    const doc = async (links: Record<string, number[]>) => (await admin.post('/api/v1/documents/', { name: unique('Doc'), company: 1, ...links })).body.id as number;
    const docs = [await doc({ elements: [el] }), await doc({ obligations: [obligation] }), await doc({ controls: [control] }), await doc({ tasks: [task] })];
    await doc({}); // attached to nothing of this element
    const listed = ((await admin.get(`/api/v1/documents/?for_element=${el}&tab=all`)).body.results as { id: number }[]).map((d) => d.id);
    expect(listed.sort((a, b) => a - b)).toEqual([...docs].sort((a, b) => a - b));
    expect((await admin.get(`/api/v1/documents/count/?for_element=${el}`)).body.count).toBe(4);
  });
});
