import { describe, expect, it } from 'vitest';
import { as, login } from './helpers';
import { elementBody } from './elements-fixture';
import { elementSession } from './helpers/session';

const { t, admin, w } = elementSession();

describe('custom attributes', () => {
  it('creates a list attribute, counts the impacted elements, checks type and choices', async () => {
    await admin.post('/api/v1/elements/', elementBody(w));
    await admin.post('/api/v1/elements/', elementBody(w));
    const body = { name: 'Classe', company: 1, type: 'list', element_types: [w.extinguisher], factories: [w.siteA] };
    expect((await admin.post('/api/v1/custom-attributes/', body, 'en')).body)
      .toEqual({ choices: ['A list attribute needs at least one choice.'] });
    expect((await admin.post('/api/v1/custom-attributes/', { ...body, type: 'couleur', choices: 'A' })).body)
      .toEqual({ type: ["L'option n'est pas valide"] });
    const c = await admin.post('/api/v1/custom-attributes/', { ...body, choices: 'A\n B \n\nC' });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ type: 'list', choices: 'A\nB\nC', element_types: [w.extinguisher], factories: [w.siteA], impacted_elements: 2 });
    const p = await admin.patch(`/api/v1/custom-attributes/${c.body.id}/`, { type: 'text', factories: [w.siteB] });
    expect(p.body).toMatchObject({ type: 'text', factories: [w.siteB], impacted_elements: 0 });
  });

  it('is a plan pro area: a start company is refused, another company\'s site does not exist', async () => {
    const start = as(t.app, await login(t.app, 'admin@start.fr'));
    expect((await start.get('/api/v1/custom-attributes/')).status).toBe(403);
    const lille = (await t.pool.query(`SELECT id FROM factories WHERE name = 'Site de Lille'`)).rows[0].id;
    const out = await admin.post('/api/v1/custom-attributes/', { name: 'x', company: 1, type: 'text', factories: [lille] });
    expect(out.status).toBe(400);
    expect(out.body.factories).toBeDefined();
  });
});
