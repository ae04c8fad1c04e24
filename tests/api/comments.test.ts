// Pinned notes: list order (pinned first, then newest), create on every object type the caller
// sees, pin / unpin, delete (author or edit right), bad object types and ids (400 / 404), another
// company's object (404), and the view/edit rights of the object's area.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let corpo: ReturnType<typeof as>;
let lecteur: ReturnType<typeof as>;
let element: number;
const C = '/api/v1/comments/';

beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  corpo = as(t.app, await login(t.app, CORPO));
  lecteur = as(t.app, await login(t.app, LECTEUR));
  element = (await t.pool.query(`SELECT e.id FROM elements e JOIN factories f ON f.id = e.factory_id
    WHERE f.name = 'Usine de Lyon' ORDER BY e.id DESC LIMIT 1`)).rows[0].id;
});
afterAll(async () => { await t.close(); });

const list = (type: string, id: number, who = admin) => who.get(`${C}?object_type=${type}&object_id=${id}`);
const add = (text: string, type = 'element', id = element, who = admin) => who.post(C, { object_type: type, object_id: id, text });

describe('notes', () => {
  it('lists pinned notes first, then the newest; pin records who and when; unpin clears it', async () => {
    const a = (await add('Première note')).body;
    const b = (await add('Deuxième note')).body;
    expect(a).toMatchObject({ text: 'Première note', pinned: false, author_name: expect.any(String) });
    let ids = (await list('element', element)).body.results.map((n: { id: number }) => n.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const pinned = await admin.post(`${C}${a.id}/pin/`, {});
    expect(pinned.status).toBe(200);
    expect(pinned.body).toMatchObject({ pinned: true, pinned_by: expect.any(Number), pinned_at: expect.any(String) });
    ids = (await list('element', element)).body.results.map((n: { id: number }) => n.id);
    expect(ids[0]).toBe(a.id);
    const unpinned = await admin.post(`${C}${a.id}/unpin/`, {});
    expect(unpinned.body).toMatchObject({ pinned: false, pinned_by: null, pinned_at: null });
  });

  it('notes on a control, an observation and both kinds of intervention', async () => {
    const k = (await t.pool.query(`SELECT id FROM controls WHERE element_id IN (SELECT id FROM elements WHERE factory_id =
      (SELECT factory_id FROM elements WHERE id = $1)) LIMIT 1`, [element])).rows[0].id;
    const task = (await admin.post('/api/v1/tasks/', { description: 'Pour une note', element })).body.id;
    const ci = (await t.pool.query(`SELECT id FROM interventions WHERE kind = 'control' AND company_id =
      (SELECT company_id FROM elements WHERE id = $1) LIMIT 1`, [element])).rows[0].id;
    const mi = (await t.pool.query(`SELECT id FROM interventions WHERE kind = 'maintenance' AND company_id =
      (SELECT company_id FROM elements WHERE id = $1) LIMIT 1`, [element])).rows[0].id;
    for (const [type, id] of [['control', k], ['task', task], ['control_intervention', ci], ['maintenance_intervention', mi]] as const) {
      expect((await add(`Note ${type}`, type, id)).status, type).toBe(201);
      expect((await list(type, id)).body.results[0].text).toBe(`Note ${type}`);
    }
    // A control intervention's id is no maintenance intervention.
    expect((await list('maintenance_intervention', ci)).status).toBe(404);
  });

  it('bad object types, ids and texts: 400 per field (fr and en); unknown objects 404', async () => {
    const bad = await admin.get(`${C}?object_type=planet&object_id=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.object_type[0]).toContain('element');
    expect(bad.body.object_id).toBeDefined();
    expect((await admin.get(C)).status).toBe(400);
    expect((await admin.get(`${C}?object_type=element&object_id=2147483647`)).status).toBe(404);
    // Documents: notes on one the caller sees; another company's is not found.
    const { rows: [mine] } = await t.pool.query(`SELECT d.id FROM documents d JOIN companies c ON c.id = d.company_id
      WHERE c.name = 'Démo Industrie' ORDER BY d.id LIMIT 1`);
    const { rows: [theirs] } = await t.pool.query(`SELECT d.id FROM documents d JOIN companies c ON c.id = d.company_id
      WHERE c.name <> 'Démo Industrie' AND c.id NOT IN (SELECT company_id FROM user_companies uc JOIN users u ON u.id = uc.user_id
        WHERE u.email = 'admin@demo.fr') ORDER BY d.id LIMIT 1`);
    expect((await admin.get(`${C}?object_type=document&object_id=${mine.id}`)).status).toBe(200);
    expect((await admin.get(`${C}?object_type=document&object_id=${theirs.id}`)).status).toBe(404);
    expect((await add('')).body.text).toBeDefined();
    expect((await add('x'.repeat(10_001))).body.text[0]).toContain('10000');
    expect((await add('nul \u0000')).status).toBe(400);
    expect((await admin.post(C, { object_type: 'element', object_id: element, text: 5 }, 'en')).body.text[0]).toBe('A string is required.');
    // An unknown field is refused, like the engine's routes, and nothing is written.
    const mineOnly = `SELECT count(*)::int AS n FROM comments WHERE object_type = 'element' AND object_id = ${Number(element)}`;
    const before = (await t.pool.query(mineOnly)).rows[0].n;
    const extra = await admin.post(C, { object_type: 'element', object_id: element, text: 'Note', author: 1 });
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ author: ['Champ inconnu.'] });
    expect((await t.pool.query(mineOnly)).rows[0].n).toBe(before);
    expect((await admin.post(`${C}2147483647/pin/`, {})).status).toBe(404);
    expect((await admin.post(`${C}abc/pin/`, {})).status).toBe(404);
  });

  it('another company\'s object or note is a 404, for reading and writing', async () => {
    const note = (await add('Confidentiel')).body.id;
    expect((await list('element', element, corpo)).status).toBe(404);
    expect((await add('intrus', 'element', element, corpo)).status).toBe(404);
    expect((await corpo.post(`${C}${note}/pin/`, {})).status).toBe(404);
    expect((await corpo.del(`${C}${note}/`)).status).toBe(404);
  });

  it('a reader reads the notes but may not write them; the author or an editor deletes', async () => {
    const note = (await add('À supprimer')).body.id;
    const seen = (await t.pool.query(`SELECT e.id FROM elements e JOIN factories f ON f.id = e.factory_id
      WHERE f.name = 'Usine de Lyon' ORDER BY e.id LIMIT 1`)).rows[0].id;
    expect((await list('element', seen, lecteur)).status).toBe(200);
    expect((await add('lecteur', 'element', seen, lecteur)).status).toBe(403);
    const mine = (await add('à moi', 'element', seen)).body.id;
    expect((await lecteur.post(`${C}${mine}/pin/`, {})).status).toBe(403);
    expect((await lecteur.del(`${C}${mine}/`)).status).toBe(403);
    expect((await admin.del(`${C}${note}/`)).status).toBe(204);
    expect((await admin.del(`${C}${note}/`)).status).toBe(404);
  });

  it('the demo has a pinned note on an element', async () => {
    const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM comments WHERE object_type = 'element' AND pinned_at IS NOT NULL`);
    expect(rows[0].n).toBeGreaterThan(0);
  });
});
