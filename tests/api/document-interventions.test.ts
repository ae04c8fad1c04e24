// Documents linked to control and maintenance interventions (issue 24 §5): an upload from an
// intervention's page links it and is filed on its site; the intervention's documents are a list
// filter; the scope follows the link (a reader of another site sees neither the document, its file,
// its preview nor its place in a zip or a search), and the link is only written by who sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNDARY, formData, type FormPart } from './form-data';
import { ADMIN, as, call, LECTEUR, login, startApp, unique, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof as>;
let reader: ReturnType<typeof as>;
let company: number;
const site: Record<string, number> = {};
const q = async (text: string, params: unknown[] = []) => (await t.pool.query(text, params)).rows;

beforeAll(async () => {
  t = await startApp();
  token = await login(t.app, ADMIN);
  admin = as(t.app, token);
  reader = as(t.app, await login(t.app, LECTEUR));
  [{ company }] = await q(`SELECT uc.company_id AS company FROM users u JOIN user_companies uc ON uc.user_id = u.id WHERE u.email = $1`, [ADMIN]);
  for (const r of await q('SELECT id, name FROM factories WHERE company_id = $1', [company])) site[r.name] = r.id;
});
afterAll(async () => { await t.close(); });

const field = (name: string, value: string | number): FormPart => ({ name, data: String(value) });
const text = (name: string): FormPart => ({ name: 'file', data: `Compte rendu ${name}\n`, filename: `${name}.txt`, contentType: 'text/plain' });
const upload = (parts: FormPart[]) => call(t.app, 'POST', '/api/v1/documents/', {
  token, body: formData(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});
const intervention = async (url: string, factory: number, extra: Record<string, unknown>) => {
  const r = await admin.post(url, { name: unique('Visite'), factory, start: '2026-11-02', end: '2026-11-03', ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as number;
};

describe('documents of interventions', () => {
  let nantes: number;
  let lyon: number;
  let maintenance: number;
  let nantesDoc: number;
  let lyonDoc: number;
  beforeAll(async () => {
    nantes = await intervention('/api/v1/control-interventions/', site['Usine de Nantes'], { inspector: 'Apave' });
    lyon = await intervention('/api/v1/control-interventions/', site['Usine de Lyon'], { inspector: 'Apave' });
    maintenance = await intervention('/api/v1/maintenance-interventions/', site['Usine de Nantes'], { participant: 'Sicli' });
  });

  it('an upload from an intervention links it and is filed on its site; the intervention lists its documents', async () => {
    const name = unique('Rapport Nantes').replace(/\W+/g, '-');
    const r = await upload([field('company', company), field('control_interventions', nantes), text(name)]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [doc] = r.body.results;
    nantesDoc = doc.id;
    expect(doc).toMatchObject({ control_interventions: [nantes], maintenance_interventions: [], factories: [site['Usine de Nantes']] });
    const listed = await admin.get(`/api/v1/documents/?control_interventions=${nantes}`);
    expect(listed.body.results.map((d: { id: number }) => d.id)).toEqual([nantesDoc]);
    // A maintenance intervention's link, on the same table, is kept apart from the control ones.
    const m = await upload([field('company', company), field('maintenance_interventions', maintenance), text(`${name}-m`)]);
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    expect(m.body.results[0]).toMatchObject({ control_interventions: [], maintenance_interventions: [maintenance] });
    const patched = await admin.patch(`/api/v1/documents/${m.body.results[0].id}/`, { control_interventions: [nantes] });
    expect(patched.body).toMatchObject({ control_interventions: [nantes], maintenance_interventions: [maintenance] });
    // A maintenance id is not a control intervention.
    const wrong = await admin.patch(`/api/v1/documents/${nantesDoc}/`, { control_interventions: [maintenance] });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body)).toEqual(['control_interventions']);
  });

  it('the reader of Lyon sees a document through a Lyon intervention, never through a Nantes one', async () => {
    // Filed on Nantes, linked to Lyon's intervention: the link makes it Lyon's too.
    const r = await admin.post('/api/v1/documents/', { company, name: unique('Lien Lyon'), factories: [site['Usine de Nantes']], control_interventions: [lyon] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    lyonDoc = r.body.id;
    await t.pool.query(`UPDATE documents SET blob_key = 'demo/none', content_type = 'text/plain' WHERE id = $1`, [lyonDoc]);
    expect((await reader.get(`/api/v1/documents/${lyonDoc}/`)).status).toBe(200);

    // Linked only to the Nantes intervention (its inherited site removed: the link alone decides).
    await t.pool.query('DELETE FROM document_factories WHERE document_id = $1', [nantesDoc]);
    expect((await admin.get(`/api/v1/documents/${nantesDoc}/`)).status).toBe(200);
    expect((await reader.get(`/api/v1/documents/${nantesDoc}/`)).status).toBe(404);
    expect((await reader.get(`/api/v1/documents/${nantesDoc}/download/`)).status).toBe(404);
    expect((await reader.get(`/api/v1/documents/${nantesDoc}/download/?inline=1`)).status).toBe(404);
    const listed = await reader.get(`/api/v1/documents/?page_size=100&control_interventions=${nantes},${lyon}`);
    expect(listed.body.results.map((d: { id: number }) => d.id)).toEqual([lyonDoc]);
    const searched = await reader.get('/api/v1/documents/?page_size=100&search=Rapport Nantes');
    expect(searched.body.results.map((d: { id: number }) => d.id)).not.toContain(nantesDoc);
    const zip = await reader.post('/api/v1/documents/zip/', { ids: [nantesDoc] });
    expect(zip.status).toBe(400);
    // The link itself is the admin's: the reader's view of the Lyon document shows no Nantes link.
    expect((await admin.get(`/api/v1/documents/${lyonDoc}/`)).body.control_interventions).toEqual([lyon]);
  });
});
