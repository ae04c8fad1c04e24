// Element codes: a lookup finds the element carrying a code only within the caller's scope (an
// unknown code and a code out of scope answer the same null); an assignment refuses a code carried
// by any other element with the same 'assignment failed', whoever owns it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementBody, elementWorld, type ElementWorld } from './elements-fixture';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let corpo: ReturnType<typeof as>;
let lecteur: ReturnType<typeof as>;
let w: ElementWorld;
let corpoElement: number;
const FAILED = "L'affectation du code QR a échoué : ce code ne peut pas être attribué à cet élément.";
const stamp = Date.now().toString(36).toUpperCase();

beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  corpo = as(t.app, await login(t.app, CORPO));
  lecteur = as(t.app, await login(t.app, LECTEUR));
  w = await elementWorld(t, admin);
  const { rows: [e] } = await t.pool.query(`UPDATE elements SET qr_code = $1 WHERE id = (
    SELECT e.id FROM elements e JOIN companies c ON c.id = e.company_id WHERE c.name = 'Groupe Corpo' AND e.qr_code IS NULL
    ORDER BY e.id LIMIT 1) RETURNING id`, [`CORPO-${stamp}`]);
  corpoElement = e.id;
});
afterAll(async () => {
  await t.pool.query('UPDATE elements SET qr_code = NULL WHERE id = $1', [corpoElement]);
  await t.close();
});

const make = async (extra: Record<string, unknown> = {}) => (await admin.post('/api/v1/elements/', elementBody(w, extra))).body.id as number;
const lookup = (code: string, who = admin) => who.get(`/api/v1/elements/qr_code/${encodeURIComponent(code)}/`);
const assign = (id: number, code: string, who = admin, lang?: string) => who.post(`/api/v1/elements/${id}/qr_code/`, { code }, lang);

describe('lookup', () => {
  it('finds a demo element by its code, with its detail', async () => {
    const r = await lookup('QR-000001');
    expect(r.status).toBe(200);
    const { rows: [e] } = await t.pool.query(`SELECT id, designation FROM elements WHERE qr_code = 'QR-000001'`);
    expect(r.body.element).toMatchObject({ id: e.id, designation: e.designation, qr_code: 'QR-000001' });
    expect(r.body.element.factory_name).toEqual(expect.any(String));
  });

  it('answers null alike for an unknown code, a code of another site, and of another company', async () => {
    expect((await lookup(`NOPE-${stamp}`)).body).toEqual({ element: null });
    expect((await lookup('pas un code / valide')).body).toEqual({ element: null });
    // lecteur sees only the Lyon site: a demo code elsewhere is unknown to them.
    const { rows: [elsewhere] } = await t.pool.query(`SELECT e.qr_code FROM elements e JOIN factories f ON f.id = e.factory_id
      WHERE f.name <> 'Usine de Lyon' AND e.qr_code LIKE 'QR-%' LIMIT 1`);
    expect((await lookup(elsewhere.qr_code, lecteur)).body).toEqual({ element: null });
    expect((await lookup(elsewhere.qr_code)).body.element).not.toBeNull();
    expect((await lookup(`CORPO-${stamp}`)).body).toEqual({ element: null });
    expect((await lookup(`CORPO-${stamp}`, corpo)).body.element.id).toBe(corpoElement);
    expect((await lookup('QR-000001', corpo)).body).toEqual({ element: null });
  });
});

describe('assignment', () => {
  it('gives a code (trimmed) to an element, frees the old one, and logs an update', async () => {
    const id = await make();
    const r = await assign(id, `  NEW-${stamp}  `);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, qr_code: `NEW-${stamp}` });
    expect((await lookup(`NEW-${stamp}`)).body.element.id).toBe(id);
    expect((await assign(id, `NEW2-${stamp}`)).body.qr_code).toBe(`NEW2-${stamp}`);
    expect((await lookup(`NEW-${stamp}`)).body).toEqual({ element: null });
    const { rows } = await t.pool.query(`SELECT action, changes FROM activity_log WHERE object_type = 'elements' AND object_id = $1
      AND action = 'update' ORDER BY id`, [id]);
    expect(rows.map((x) => x.changes)).toEqual([{ qr_code: [null, `NEW-${stamp}`] }, { qr_code: [`NEW-${stamp}`, `NEW2-${stamp}`] }]);
    // The same code again changes nothing and logs nothing.
    expect((await assign(id, `NEW2-${stamp}`)).status).toBe(200);
    const { rows: [{ n }] } = await t.pool.query(`SELECT count(*)::int AS n FROM activity_log WHERE object_type = 'elements'
      AND object_id = $1 AND action = 'update'`, [id]);
    expect(n).toBe(2);
  });

  it('refuses a code carried by another element with the same message, whatever company owns it', async () => {
    const id = await make();
    const mine = await assign(id, 'QR-000002');
    expect(mine.status).toBe(400);
    expect(mine.body).toEqual({ code: [FAILED] });
    const theirs = await assign(id, `CORPO-${stamp}`);
    expect(theirs.status).toBe(400);
    expect(theirs.body).toEqual(mine.body);
    expect((await assign(id, `CORPO-${stamp}`, admin, 'en')).body).toEqual({
      code: ['QR code assignment failed: this code cannot be assigned to this element.'] });
    expect((await t.pool.query('SELECT qr_code FROM elements WHERE id = $1', [id])).rows[0].qr_code).toBeNull();
  });

  it('refuses bad codes, locked elements, elements out of scope, and read-only users', async () => {
    const id = await make();
    for (const bad of ['', '   ', 'a b', 'x/y', 'é', 'x'.repeat(65)]) {
      expect((await assign(id, bad)).body, bad).toEqual({
        code: ['Code invalide : 1 à 64 caractères, lettres, chiffres et - _ . : + # = * ! $ uniquement.'] });
    }
    expect((await assign(id, 'x'.repeat(64))).status).toBe(200);
    expect((await admin.post(`/api/v1/elements/${id}/qr_code/`, {})).body).toEqual({ code: ['Ce champ est obligatoire.'] });
    await t.pool.query('UPDATE elements SET locked = true WHERE id = $1', [id]);
    expect((await assign(id, `LOCK-${stamp}`)).body).toEqual({ non_field_errors: ['Objet verrouillé : mise à jour des données en cours.'] });
    expect((await assign(id, `OUT-${stamp}`, corpo)).status).toBe(404);
    expect((await assign(2147480000, `OUT-${stamp}`)).status).toBe(404);
    const ro = await assign(id, `RO-${stamp}`, lecteur);
    expect(ro.status).toBe(403);
    expect(ro.body.detail).toBe('Permissions manquantes : baseregulationmodel.edit.');
  });

  it('does not collide with the engine\'s element routes', async () => {
    const id = await make();
    expect((await admin.get(`/api/v1/elements/${id}/`)).body.id).toBe(id);
    expect((await admin.get('/api/v1/elements/labels/')).status).toBe(404);
    expect((await admin.get('/api/v1/elements/qr_code/')).status).toBe(404);
    expect((await lookup('options')).body).toEqual({ element: null });
  });
});
