// Issue 24 §9: a single DELETE that would take dependent rows (a building's elements, an element's
// controls…) answers first with what would go, counts by kind with translated labels, and deletes
// only on the replay; a row nothing depends on goes at once; `{"confirm": false}` only asks.
import { describe, expect, it } from 'vitest';
import { elementBody } from './elements-fixture';
import { call } from './helpers';
import { elementSession } from './helpers/session';

const { t, admin, w, token } = elementSession();
const del = (url: string, body?: unknown, lang?: string) => call(t.app, 'DELETE', url, { token: token(), body, lang });
const count = async (sql: string, id: number) => Number((await t.pool.query(sql, [id])).rows[0].n);

describe('single delete with dependents', () => {
  it('a building with elements answers the counts (fr, en), deletes nothing, then goes on the replay', async () => {
    const building = (await admin.post('/api/v1/buildings/', { name: 'Atelier à vider', factory: w.siteA })).body.id as number;
    for (let i = 0; i < 2; i++) expect((await admin.post('/api/v1/elements/', elementBody(w, { building }))).status).toBe(201);
    const elements = await count('SELECT count(*) AS n FROM elements WHERE building_id = $1', building);
    const controls = await count('SELECT count(*) AS n FROM controls WHERE building_id = $1', building);
    expect(elements).toBe(2);

    const asked = await del(`/api/v1/buildings/${building}/`);
    expect(asked.status).toBe(200);
    expect(asked.body.confirm_request).toEqual({ url: `/api/v1/buildings/${building}/`, method: 'DELETE', data: { confirm: true } });
    expect(asked.body.dependents).toContainEqual({ kind: 'elements', count: 2, label: '2 élément(s)' });
    expect(asked.body.message).toContain('2 élément(s)');
    expect(asked.body.message).toMatch(/CONFIRMER/);
    if (controls) expect(asked.body.message).toContain(`${controls} échéance(s)`);
    expect(asked.body.dependents.every((d: { count: number }) => d.count > 0)).toBe(true);
    const en = await del(`/api/v1/buildings/${building}/`, undefined, 'en');
    expect(en.body.message).toMatch(/2 element\(s\).*Type CONFIRM/);
    expect(en.body.dependents).toContainEqual({ kind: 'elements', count: 2, label: '2 element(s)' });
    // Nothing went.
    expect((await admin.get(`/api/v1/buildings/${building}/`)).status).toBe(200);
    expect(await count('SELECT count(*) AS n FROM elements WHERE building_id = $1', building)).toBe(2);

    const done = await del(asked.body.confirm_request.url, asked.body.confirm_request.data);
    expect(done.status).toBe(204);
    expect((await admin.get(`/api/v1/buildings/${building}/`)).status).toBe(404);
    expect(await count('SELECT count(*) AS n FROM elements WHERE building_id = $1', building)).toBe(0);
  });

  it('an element with controls answers their count, and goes on the replay only', async () => {
    const element = (await admin.post('/api/v1/elements/', elementBody(w))).body.id as number;
    const controls = await count('SELECT count(*) AS n FROM controls WHERE element_id = $1', element);
    expect(controls).toBeGreaterThan(0);
    const asked = await del(`/api/v1/elements/${element}/`);
    expect(asked.status).toBe(200);
    expect(asked.body.dependents).toContainEqual({ kind: 'controls', count: controls, label: `${controls} échéance(s)` });
    expect(asked.body.message).toContain(`${controls} échéance(s)`);
    expect((await admin.get(`/api/v1/elements/${element}/`)).status).toBe(200);
    expect((await del(`/api/v1/elements/${element}/`, { confirm: true })).status).toBe(204);
    expect((await admin.get(`/api/v1/elements/${element}/`)).status).toBe(404);
    expect(await count('SELECT count(*) AS n FROM controls WHERE element_id = $1', element)).toBe(0);
  });

  it('a row with no dependents goes at once; `confirm: false` only asks, whatever it holds', async () => {
    const empty = (await admin.post('/api/v1/buildings/', { name: 'Atelier vide', factory: w.siteA })).body.id as number;
    const asked = await del(`/api/v1/buildings/${empty}/`, { confirm: false });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ dependents: [], confirm_request: { url: `/api/v1/buildings/${empty}/`, method: 'DELETE', data: { confirm: true } } });
    expect((await admin.get(`/api/v1/buildings/${empty}/`)).status).toBe(200);
    expect((await del(`/api/v1/buildings/${empty}/`)).status).toBe(204);
    expect((await admin.get(`/api/v1/buildings/${empty}/`)).status).toBe(404);
  });

  it('the bulk delete of buildings lists the same counts', async () => {
    const building = (await admin.post('/api/v1/buildings/', { name: 'Atelier lot', factory: w.siteA })).body.id as number;
    expect((await admin.post('/api/v1/elements/', elementBody(w, { building }))).status).toBe(201);
    const asked = await admin.post('/api/v1/buildings/bulk/', { action: 'delete', ids: [building] });
    expect(asked.status).toBe(200);
    expect(asked.body.dependents).toContainEqual({ kind: 'elements', count: 1, label: '1 élément(s)' });
    expect(asked.body.message).toMatch(/^1 objet\(s\) seront supprimés définitivement, avec ce qui en dépend : .*1 élément\(s\)/);
    expect((await admin.get(`/api/v1/buildings/${building}/`)).status).toBe(200);
  });
});
