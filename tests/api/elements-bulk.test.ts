import { describe, expect, it } from 'vitest';
import { elementBody } from './elements-fixture';
import { elementSession } from './helpers/session';

const { t, admin, w } = elementSession();

const make = async (extra: Record<string, unknown> = {}) => (await admin.post('/api/v1/elements/', elementBody(w, extra))).body.id as number;
const bulk = (body: unknown, lang?: string) => admin.post('/api/v1/elements/bulk/', body, lang);
const groupOf = async (id: number) => (await admin.get(`/api/v1/elements/${id}/`)).body.group;

describe('elements bulk update', () => {
  it('a group gathers elements of one site and one regulation, its own', async () => {
    const a1 = await make();
    const a2 = await make();
    const b1 = await make({ factory: w.siteB, building: w.ghostB });
    const lift = await make({ regulation: w.lifting, element_type: w.crane });
    const group = (await admin.post('/api/v1/groups/', { name: 'Lot A', factory: w.siteA, regulation: w.fire })).body.id;
    const mixedSite = await bulk({ action: 'update', ids: [a1, b1], data: { group } });
    expect(mixedSite.status).toBe(400);
    expect(mixedSite.body).toEqual({ non_field_errors: [
      'Pour changer de groupe, tous les éléments sélectionnés doivent être du même site et de la même réglementation.'] });
    expect((await bulk({ action: 'update', ids: [a1, lift], data: { group } }, 'en')).body).toEqual({ non_field_errors: [
      'To change the group, all selected elements must be of the same site and regulation.'] });
    expect((await bulk({ action: 'update', ids: [lift], data: { group } })).body).toEqual({
      group: ['Le groupe doit être du même site et de la même réglementation que l\'élément.'] });
    expect(await groupOf(a1)).toBeNull();
    expect((await bulk({ action: 'update', ids: [a1, a2], data: { group } })).body).toEqual({ count: 2 });
    expect(await groupOf(a2)).toBe(group);
    expect((await bulk({ action: 'update', ids: [a1, b1], data: { group: null } })).body).toEqual({ count: 2 });
  });

  it('a building receives elements of its site only', async () => {
    const a1 = await make();
    const b1 = await make({ factory: w.siteB, building: w.ghostB });
    expect((await bulk({ action: 'update', ids: [a1, b1], data: { building: w.buildingA } })).body).toEqual({ non_field_errors: [
      'Pour changer de bâtiment, tous les éléments sélectionnés doivent être du même site.'] });
    expect((await bulk({ action: 'update', ids: [b1], data: { building: w.buildingA } })).status).toBe(400);
    expect((await bulk({ action: 'update', ids: [a1], data: { building: w.buildingA } })).body).toEqual({ count: 1 });
  });

  it('"all matching" applies to every element of the filter, with the same preconditions', async () => {
    for (let i = 0; i < 3; i += 1) await make({ regulation: w.lifting, element_type: w.crane });
    const group = (await admin.post('/api/v1/groups/', { name: 'Lot levage', factory: w.siteA, regulation: w.lifting })).body.id;
    const mixed = await bulk({ action: 'update', all: true, filter: { factory: String(w.siteA) }, data: { group } });
    expect(mixed.status).toBe(400);
    const done = await bulk({ action: 'update', all: true, filter: { factory: String(w.siteA), regulation: String(w.lifting) }, data: { group } });
    const n = (await t.pool.query('SELECT count(*)::int AS n FROM elements WHERE factory_id = $1 AND regulation_id = $2',
      [w.siteA, w.lifting])).rows[0].n;
    expect(n).toBeGreaterThanOrEqual(3);
    expect(done.body).toEqual({ count: n });
    expect((await admin.get(`/api/v1/groups/${group}/`)).body.element_count).toBe(n);
  });
});
