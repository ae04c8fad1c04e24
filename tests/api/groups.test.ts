import { describe, expect, it } from 'vitest';
import { as, LECTEUR, login } from './helpers';
import { elementBody } from './elements-fixture';
import { elementSession } from './helpers/session';

const { t, admin, w } = elementSession();

describe('groups', () => {
  it('creates a group (company from its site), counts its elements, renames and deletes it', async () => {
    const g = await admin.post('/api/v1/groups/', { name: 'Lot extincteurs', factory: w.siteA, regulation: w.fire });
    expect(g.status).toBe(201);
    expect(g.body).toMatchObject({ name: 'Lot extincteurs', factory: w.siteA, regulation: w.fire, synchronised: false, element_count: 0 });
    expect((await t.pool.query('SELECT company_id FROM element_groups WHERE id = $1', [g.body.id])).rows[0].company_id).toBe(1);
    const e = (await admin.post('/api/v1/elements/', elementBody(w, { group: g.body.id }))).body.id;
    expect((await admin.get(`/api/v1/groups/${g.body.id}/`)).body.element_count).toBe(1);
    expect((await admin.patch(`/api/v1/groups/${g.body.id}/`, { name: 'Lot renommé', synchronised: true })).body)
      .toMatchObject({ name: 'Lot renommé', synchronised: true });
    expect((await admin.patch(`/api/v1/groups/${g.body.id}/`, { factory: w.siteB })).status).toBe(400);
    const asked = await admin.del(`/api/v1/groups/${g.body.id}/`);
    expect(asked.body.dependents).toEqual([{ kind: 'grouped_elements', count: 1, label: '1 élément(s) sortant du groupe (ils sont conservés)' }]);
    expect((await admin.get(`/api/v1/groups/${g.body.id}/`)).status).toBe(200);
    expect((await admin.del(`/api/v1/groups/${g.body.id}/`, { confirm: true })).status).toBe(204);
    expect((await admin.get(`/api/v1/elements/${e}/`)).body.group).toBeNull();
  });

  it('the reader sees only the groups of Usine de Lyon', async () => {
    const lecteur = as(t.app, await login(t.app, LECTEUR));
    const lyon = (await t.pool.query(`SELECT id FROM factories WHERE name = 'Usine de Lyon'`)).rows[0].id;
    const list = await lecteur.get('/api/v1/groups/?page_size=100');
    expect(list.body.results.length).toBeGreaterThan(0);
    expect(new Set(list.body.results.map((g: { factory: number }) => g.factory))).toEqual(new Set([lyon]));
  });
});
