// Documentary obligations: the cited catalogue, generation on element create and on move (the
// validated ones stay), linking a document sets `linked`, the status toggle, bulk status and
// delete, and the scope (another company's obligations are 404, its documents a 400).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBLIGATION_CATALOGUE } from '../../server/areas/obligations/catalogue';
import { elementBody, elementWorld, type ElementWorld } from './elements-fixture';
import { ADMIN, as, CORPO, login, startApp, unique, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let corpo: ReturnType<typeof as>;
let w: ElementWorld;
type Row = Record<string, unknown> & { id: number };

const obligationsOf = async (element: number) =>
  (await admin.get(`/api/v1/obligations/?element=${element}&ordering=document_name`)).body.results as Row[];
const document = async (company: string) => (await t.pool.query(`INSERT INTO documents (company_id, name)
  SELECT id, $2 FROM companies WHERE name = $1 RETURNING id`, [company, unique('Pièce')])).rows[0].id as number;

beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  corpo = as(t.app, await login(t.app, CORPO));
  w = await elementWorld(t, admin);
});
afterAll(async () => { await t.close(); });

describe('the documentary catalogue', () => {
  it('is installed with a cited reference for every element type of the demo regulations', async () => {
    const { rows } = await t.pool.query(`SELECT ot.name, ot.reference, ot.reference_url, count(ote.element_type_id)::int AS types
      FROM obligation_types ot LEFT JOIN obligation_type_element_types ote ON ote.type_id = ot.id GROUP BY ot.id`);
    for (const c of OBLIGATION_CATALOGUE) {
      const row = rows.find((r) => r.name === c.name);
      expect(row, c.name).toBeDefined();
      expect(row.reference).not.toBe('');
      expect(row.reference_url).toMatch(/^https:\/\/www\.legifrance\.gouv\.fr\//);
      expect(row.types).toBeGreaterThan(0);
    }
    const { rows: bare } = await t.pool.query(`SELECT et.name FROM element_types et JOIN regulations r ON r.id = et.regulation_id
      WHERE r.name = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM obligation_type_element_types x WHERE x.element_type_id = et.id)`,
    [[...new Set(OBLIGATION_CATALOGUE.map((c) => c.regulation))]]);
    expect(bare).toEqual([]);
  });
});

describe('obligations', () => {
  it('are generated on create, one per required document, not validated and not linked, with their reference', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w, { regulation: w.lifting, element_type: w.crane }))).body;
    const rows = await obligationsOf(e.id);
    expect(rows.map((r) => r.document_name).sort()).toEqual(
      OBLIGATION_CATALOGUE.filter((c) => c.elementTypes.includes('Pont roulant')).map((c) => c.name).sort());
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'not_validated', linked: false, documents: [], factory: w.siteA, regulation: w.lifting,
        element_type: w.crane, element_name: e.designation });
      expect(r.reference).not.toBe('');
    }
  });

  it('on a move: the validated ones stay, the others follow or go, the new ones come', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w, { regulation: w.lifting, element_type: w.crane }))).body;
    const before = await obligationsOf(e.id);
    const kept = before.find((r) => r.document_name === 'Carnet de maintenance')!;
    expect((await admin.patch(`/api/v1/obligations/${kept.id}/`, { status: 'validated' })).status).toBe(200);
    const moved = await admin.patch(`/api/v1/elements/${e.id}/`, { regulation: w.fire, element_type: w.extinguisher });
    expect(moved.status).toBe(200);
    const after = await obligationsOf(e.id);
    expect(after.map((r) => r.document_name).sort()).toEqual(['Carnet de maintenance', 'Registre de sécurité']);
    expect(after.find((r) => r.id === kept.id)).toMatchObject({ status: 'validated', regulation: w.lifting });
    expect(after.find((r) => r.document_name === 'Registre de sécurité')).toMatchObject({ status: 'not_validated', regulation: w.fire });
    // a site move: the open one follows the element
    await admin.patch(`/api/v1/elements/${e.id}/`, { factory: w.siteB, building: w.ghostB });
    const site = await obligationsOf(e.id);
    expect(site.find((r) => r.document_name === 'Registre de sécurité')).toMatchObject({ factory: w.siteB, building: w.ghostB });
  });

  it('linking a document sets linked (filterable); the status toggles; validation needs no document', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w))).body;
    const [o] = await obligationsOf(e.id);
    const doc = await document('Démo Industrie');
    const linked = await admin.patch(`/api/v1/obligations/${o.id}/`, { documents: [doc] });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ linked: true, documents: [doc] });
    expect((await admin.get(`/api/v1/obligations/?element=${e.id}&linked=true`)).body.results.map((r: Row) => r.id)).toEqual([o.id]);
    expect((await admin.get(`/api/v1/obligations/?element=${e.id}&linked=false`)).body.results).toEqual([]);
    expect((await admin.patch(`/api/v1/obligations/${o.id}/`, { status: 'validated' })).body.status).toBe('validated');
    expect((await admin.patch(`/api/v1/obligations/${o.id}/`, { status: 'not_validated' })).body.status).toBe('not_validated');
    expect((await admin.patch(`/api/v1/obligations/${o.id}/`, { status: 'done' })).status).toBe(400);
    const unlinked = await admin.patch(`/api/v1/obligations/${o.id}/`, { documents: [] });
    expect(unlinked.body).toMatchObject({ linked: false, documents: [] });
    expect((await admin.patch(`/api/v1/obligations/${o.id}/`, { status: 'validated' })).status).toBe(200);
  });

  it('bulk: set the status, delete with confirmation; export and options answer', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w, { regulation: w.lifting, element_type: w.crane }))).body;
    const ids = (await obligationsOf(e.id)).map((r) => r.id);
    const set = await admin.post('/api/v1/obligations/bulk/', { action: 'update', ids, data: { status: 'no_followup' } });
    expect(set.status).toBe(200);
    expect(new Set((await obligationsOf(e.id)).map((r) => r.status))).toEqual(new Set(['no_followup']));
    const ask = await admin.post('/api/v1/obligations/bulk/', { action: 'delete', ids });
    expect(ask.body.confirm_request).toBeDefined();
    expect((await admin.post('/api/v1/obligations/bulk/', { action: 'delete', ids, confirm: true })).status).toBe(200);
    expect(await obligationsOf(e.id)).toEqual([]);
    expect((await admin.get('/api/v1/obligations/options/')).status).toBe(200);
    expect((await admin.get(`/api/v1/obligations/export/?element=${e.id}`)).status).toBeLessThan(300);
  });

  it('scope: another company gets 404 on our obligations, and our documents are out of its reach', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w))).body;
    const [o] = await obligationsOf(e.id);
    expect((await corpo.get(`/api/v1/obligations/${o.id}/`)).status).toBe(404);
    expect((await corpo.patch(`/api/v1/obligations/${o.id}/`, { status: 'validated' })).status).toBe(404);
    expect((await corpo.post('/api/v1/obligations/bulk/', { action: 'update', ids: [o.id], data: { status: 'validated' } })).status).toBe(400);
    const theirs = await document('Groupe Corpo');
    const refused = await admin.patch(`/api/v1/obligations/${o.id}/`, { documents: [theirs] });
    expect(refused.status).toBe(400);
    expect(refused.body.documents).toBeDefined();
    expect((await admin.get(`/api/v1/obligations/${o.id}/`)).body.linked).toBe(false);
  });
});
