import { describe, expect, it } from 'vitest';
import { as, CORPO, LECTEUR, login } from './helpers';
import { daysFromNow, elementBody, today } from './elements-fixture';
import { elementSession } from './helpers/session';

const { t, admin, w } = elementSession();

const all = async (api: ReturnType<typeof as>, url: string) => {
  const out: Record<string, unknown>[] = [];
  for (let next: string | null = url; next;) {
    const page = await api.get(next);
    expect(page.status).toBe(200);
    out.push(...page.body.results);
    next = page.body.next;
  }
  return out;
};

describe('elements', () => {
  it('creates, reads, updates and deletes; company follows the site; expiry drives conformity', async () => {
    const c = await admin.post('/api/v1/elements/', elementBody(w, { identification_number: 'N-1', expiry_date: daysFromNow(30) }));
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ factory: w.siteA, building: w.ghostA, regulation: w.fire, element_type: w.extinguisher,
      group: null, conformity: 'compliant', to_discard: false, locked: false, qr_code: null, identification_number: 'N-1' });
    expect((await t.pool.query('SELECT company_id FROM elements WHERE id = $1', [c.body.id])).rows[0].company_id).toBe(1);
    const expired = await admin.patch(`/api/v1/elements/${c.body.id}/`, { expiry_date: daysFromNow(-1) });
    expect(expired.body).toMatchObject({ conformity: 'non_compliant', to_discard: true });
    const still = await admin.patch(`/api/v1/elements/${c.body.id}/`, { expiry_date: today() });
    expect(still.body).toMatchObject({ conformity: 'compliant', to_discard: false });
    expect((await admin.patch(`/api/v1/elements/${c.body.id}/`, { qr_code: 'x' })).status).toBe(400);
    expect((await admin.del(`/api/v1/elements/${c.body.id}/`, { confirm: true })).status).toBe(204);
    expect((await admin.get(`/api/v1/elements/${c.body.id}/`)).status).toBe(404);
  });

  it('checks building, type and group against the element (fr and en)', async () => {
    const bad = await admin.post('/api/v1/elements/', elementBody(w, { building: w.ghostB, element_type: w.crane }));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      building: ["Le bâtiment n'appartient pas au site de l'élément."],
      element_type: ["Le type d'élément n'appartient pas à la réglementation de l'élément."],
    });
    const group = (await admin.post('/api/v1/groups/', { name: 'Lot B', factory: w.siteB, regulation: w.fire })).body.id;
    const en = await admin.post('/api/v1/elements/', elementBody(w, { group }), 'en');
    expect(en.body).toEqual({ group: ['The group must be of the same site and regulation as the element.'] });
    const e = (await admin.post('/api/v1/elements/', elementBody(w))).body;
    const moved = await admin.patch(`/api/v1/elements/${e.id}/`, { factory: w.siteB }, 'en');
    expect(moved.body).toEqual({ building: ["The building does not belong to the element's site."] });
    const ok = await admin.patch(`/api/v1/elements/${e.id}/`, { factory: w.siteB, building: w.ghostB, group });
    expect(ok.body).toMatchObject({ factory: w.siteB, group });
  });

  it('scope: the reader sees only Usine de Lyon; another company\'s element is 404', async () => {
    const lecteur = as(t.app, await login(t.app, LECTEUR));
    const lyon = (await t.pool.query(`SELECT id FROM factories WHERE name = 'Usine de Lyon'`)).rows[0].id;
    const rows = await all(lecteur, '/api/v1/elements/?page_size=100');
    const inDb = (await t.pool.query('SELECT count(*)::int AS n FROM elements WHERE factory_id = $1', [lyon])).rows[0].n;
    expect(rows.length).toBe(inDb);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.factory))).toEqual(new Set([lyon]));
    expect((await lecteur.get('/api/v1/elements/count/')).body.count).toBe(inDb);
    const mine = (await admin.post('/api/v1/elements/', elementBody(w))).body.id;
    expect((await lecteur.get(`/api/v1/elements/${mine}/`)).status).toBe(404);
    const corpo = (await t.pool.query(`SELECT e.id FROM elements e JOIN companies c ON c.id = e.company_id
      WHERE c.name = 'Groupe Corpo' LIMIT 1`)).rows[0].id;
    expect((await admin.get(`/api/v1/elements/${corpo}/`)).status).toBe(404);
    expect((await as(t.app, await login(t.app, CORPO)).get(`/api/v1/elements/${corpo}/`)).status).toBe(200);
  });

  it('tabs, filters (next_date_lte, regulation, conformity) and search', async () => {
    const mk = (extra: Record<string, unknown>) => admin.post('/api/v1/elements/', elementBody(w, { factory: w.siteB, building: w.ghostB, ...extra }));
    const old = (await mk({ expiry_date: daysFromNow(-10), identification_number: 'ZZ-OLD-77' })).body.id;
    const soon = (await mk({ expiry_date: daysFromNow(5) })).body.id;
    const later = (await mk({ expiry_date: daysFromNow(400) })).body.id;
    const lift = (await mk({ regulation: w.lifting, element_type: w.crane })).body.id;
    // People's verdict, written as every write of it does: with the stored conformity it changes.
    await t.pool.query(`UPDATE elements SET conformity = 'non_compliant', non_compliant = true WHERE id = $1`, [later]);
    const ids = async (q: string) => (await all(admin, `/api/v1/elements/?factory=${w.siteB}&ordering=id&${q}`)).map((r) => r.id);
    expect(await ids('tab=all')).toEqual(expect.arrayContaining([old, soon, later, lift]));
    expect(await ids('tab=non_compliant')).toEqual([old, later]);
    expect(await ids('conformity=compliant')).toEqual(expect.arrayContaining([soon, lift]));
    expect(await ids('tab=to_discard')).toEqual([old]);
    expect(await ids(`next_date_lte=${daysFromNow(5)}`)).toEqual([old, soon]);
    expect(await ids(`regulation=${w.lifting}`)).toEqual([lift]);
    expect(await ids('search=zz-old')).toEqual([old]);
    expect((await admin.get('/api/v1/elements/?next_date_lte=demain')).status).toBe(400);
    const o = (await admin.get('/api/v1/elements/options/')).body;
    expect(o.tabs).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'to_discard', param: 'to_discard', default: 'true' })]));
  });

  it('the list sorts by identification number both ways, keyset-paged (issue 34), as listed in its options', async () => {
    const marks = ['ZS-B', 'ZS-A', 'ZS-C', 'ZS-A'];
    const made = [];
    for (const n of marks) made.push((await admin.post('/api/v1/elements/', elementBody(w, { identification_number: n, designation: 'zz-sort' }))).body.id);
    const numbers = async (ordering: string) =>
      (await all(admin, `/api/v1/elements/?search=zz-sort&ordering=${ordering}&page_size=1`)).map((r) => [r.identification_number, r.id]);
    const [b, a1, c, a2] = made;
    expect(await numbers('identification_number')).toEqual([['ZS-A', a1], ['ZS-A', a2], ['ZS-B', b], ['ZS-C', c]]);
    expect(await numbers('-identification_number')).toEqual([['ZS-C', c], ['ZS-B', b], ['ZS-A', a2], ['ZS-A', a1]]);
    expect((await admin.get('/api/v1/elements/options/')).body.ordering).toEqual(expect.arrayContaining(['designation', 'identification_number', 'expiry_date']));
  });

  it('locked elements refuse updates, deletes and bulk actions', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w))).body.id;
    await t.pool.query('UPDATE elements SET locked = true WHERE id = $1', [e]);
    const p = await admin.patch(`/api/v1/elements/${e}/`, { designation: 'x' });
    expect(p.status).toBe(400);
    expect(p.body).toEqual({ non_field_errors: ['Objet verrouillé : mise à jour des données en cours.'] });
    expect((await admin.del(`/api/v1/elements/${e}/`)).status).toBe(400);
    const other = (await admin.post('/api/v1/elements/', elementBody(w))).body.id;
    const bulk = await admin.post('/api/v1/elements/bulk/', { action: 'delete', ids: [e, other], confirm: true }, 'en');
    expect(bulk.body).toEqual({ non_field_errors: ['Locked object: data update in progress.'] });
    expect((await admin.get(`/api/v1/elements/${other}/`)).status).toBe(200);
  });
});
