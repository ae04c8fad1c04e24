// A row and the rows it points to belong to one company (issue 24): a user of several companies
// (here support, who sees them all) sees both ends, so the reference check alone let a document
// of one company be linked to another company's intervention, or a bulk edit put elements in
// another company's group. (Managers, team members and a control's intervention had hooks already.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, login, startApp, SUPPORT, unique, type TestApp } from './helpers';

let t: TestApp;
let support: ReturnType<typeof as>;
const one = async (text: string, params: unknown[] = []) => (await t.pool.query(text, params)).rows[0];

let demo: number;
let corpo: number;
beforeAll(async () => {
  t = await startApp();
  support = as(t.app, await login(t.app, SUPPORT));
  ({ id: demo } = await one(`SELECT id FROM companies WHERE name = 'Démo Industrie'`));
  ({ id: corpo } = await one(`SELECT id FROM companies WHERE name = 'Groupe Corpo'`));
}, 120_000);
afterAll(async () => { await t.close(); });

const site = async (company: number) => (await one('SELECT id FROM factories WHERE company_id = $1 ORDER BY id LIMIT 1', [company])).id as number;
const intervention = async (company: number) => {
  const r = await support.post('/api/v1/control-interventions/', {
    name: unique('Visite'), factory: await site(company), start: '2026-11-02', end: '2026-11-03', inspector: 'Apave',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as number;
};

describe('links stay inside one company', () => {
  it('a document cannot be linked to another company\'s intervention; its own company\'s is fine', async () => {
    const doc = await one(`SELECT id FROM documents WHERE company_id = $1 ORDER BY id LIMIT 1`, [demo]);
    const foreign = await intervention(corpo);
    const refused = await support.patch(`/api/v1/documents/${doc.id}/`, { control_interventions: [foreign] });
    expect(refused.status).toBe(400);
    expect(refused.body.control_interventions[0]).toContain('appartient à une autre entreprise');
    expect((await one('SELECT count(*)::int AS n FROM document_interventions WHERE document_id = $1 AND intervention_id = $2',
      [doc.id, foreign])).n).toBe(0);
    const own = await intervention(demo);
    const kept = await support.patch(`/api/v1/documents/${doc.id}/`, { control_interventions: [own] });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.control_interventions).toEqual([own]);
  });

  it('a bulk edit cannot put elements in another company\'s group', async () => {
    const { id: regulation } = await one('SELECT id FROM regulations ORDER BY id LIMIT 1');
    const g = await support.post('/api/v1/groups/', { name: unique('Groupe'), factory: await site(corpo), regulation });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    const ids = (await t.pool.query('SELECT id FROM elements WHERE company_id = $1 ORDER BY id LIMIT 2', [demo])).rows.map((r) => r.id);
    const r = await support.post('/api/v1/elements/bulk/', { action: 'update', ids, data: { group: g.body.id } });
    expect(r.status).toBe(400);
    expect(r.body.group[0]).toContain('appartient à une autre entreprise');
    expect((await one('SELECT count(*)::int AS n FROM elements WHERE group_id = $1', [g.body.id])).n).toBe(0);
  });
});

describe('a create may omit its company (issue 28 §2)', () => {
  it('is made in the caller\'s only company; a caller of several with none selected must name it', async () => {
    const admin = as(t.app, await login(t.app, 'admin@demo.fr'));
    const name = unique('Dossier sans entreprise');
    const made = await admin.post('/api/v1/tags/', { name });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.company).toBe(demo);
    const refused = await support.post('/api/v1/tags/', { name: unique('Dossier support') });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body)).toEqual(['company']);
    // Once support selects a company, it is the one taken.
    expect((await support.post('/api/v1/company/change/', { company: corpo })).status).toBe(200);
    const chosen = await support.post('/api/v1/tags/', { name: unique('Dossier support') });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
    expect(chosen.body.company).toBe(corpo);
    expect((await support.post('/api/v1/company/change/', { company: 'all' })).status).toBe(200);
  });
});
