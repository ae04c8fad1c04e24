// The custom routes of the user wizard: POST /users/invite/ (several addresses, from scratch, a
// profile or a template), the rights grid, the templates and bulk rights.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, type TestApp } from './helpers';
import { createUser, demoIds, freshEmail, signInAsNew, type Api, type DemoIds } from './users-helpers';
import { AREAS } from '../../resources/rights';

let t: TestApp;
let admin: Api;
let reader: Api;
let ids: DemoIds;
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  reader = as(t.app, await login(t.app, LECTEUR));
  ids = await demoIds(t.pool);
});
afterAll(async () => { await t.close(); });

/** A valid creation body on the demo company. */
const base = () => ({ factories: [ids.lyon], regulations: [ids.regs[0]], rights: { dashboard: ['view'] } });

describe('rights grid, templates and bulk rights', () => {
  it("lists spec §6's 23 areas in spec order with their labels (then any an area declares)", async () => {
    const fr = await admin.get('/api/v1/users/areas/');
    expect(fr.status).toBe(200);
    expect(fr.body.map((a: { area: string }) => a.area)).toEqual([...AREAS]);
    expect(fr.body[0]).toEqual({ area: 'dashboard', label: 'Tableau de bord principal', actions: ['view', 'create', 'edit', 'delete'] });
    expect(fr.body.map((a: { area: string }) => a.area).slice(20, 23)).toEqual(['tag', 'company', 'import']);
    const en = await admin.get('/api/v1/users/areas/', 'en');
    expect(en.body.find((a: { area: string }) => a.area === 'elementtask').label).toBe('Observations');
    expect(en.body.find((a: { area: string }) => a.area === 'control').label).toBe('Deadlines');
    expect((await reader.get('/api/v1/users/areas/')).status).toBe(200);
  });

  it('lists the rights templates', async () => {
    const r = await admin.get('/api/v1/users/rights_templates/');
    expect(r.body.map((x: { name: string; label: string }) => [x.name, x.label])).toEqual([
      ['reader', 'Lecteur'], ['contributor', 'Contributeur'], ['manager', 'Gestionnaire'],
    ]);
    expect(r.body[0].rights.control).toEqual(['view']);
    expect(r.body[1].rights.control).toEqual(['view', 'create', 'edit']);
    expect(r.body[2].rights.user).toEqual(['view', 'create', 'edit', 'delete']);
    expect(r.body[2].rights.company).toEqual(['view']);
  });

  it('sets, adds and removes rights of a selection, logging each changed user', async () => {
    const a = await createUser(admin, { ...base(), rights: { control: ['view'] } });
    const b = await createUser(admin, { ...base(), rights: { control: ['view', 'edit'], tag: ['view'] } });
    const sel = { ids: [a.id, b.id] };
    const add = await admin.post('/api/v1/users/bulk_rights/', { ...sel, rights: { control: ['create'] }, mode: 'add' });
    expect(add).toMatchObject({ status: 200, body: { count: 2 } });
    expect((await admin.get(`/api/v1/users/${b.id}/`)).body.rights).toEqual({ control: ['view', 'create', 'edit'], tag: ['view'] });
    await admin.post('/api/v1/users/bulk_rights/', { ...sel, rights: { control: ['view', 'edit'] }, mode: 'remove' });
    expect((await admin.get(`/api/v1/users/${a.id}/`)).body.rights).toEqual({ control: ['create'] });
    await admin.post('/api/v1/users/bulk_rights/', { ...sel, rights: { file: ['view'] }, mode: 'set' });
    expect((await admin.get(`/api/v1/users/${b.id}/`)).body.rights).toEqual({ file: ['view'] });
    const log = await admin.get(`/api/v1/activity-log/?object_type=users&object_id=${a.id}&action=bulk_update&ordering=created_at`);
    expect(log.body.results).toHaveLength(3);
    expect(log.body.results[2].changes).toEqual({ rights: [{ control: ['create'] }, { file: ['view'] }] });
  });

  it('selects by filter, and stays within the editor rights (nothing changed otherwise)', async () => {
    const site = (await admin.post('/api/v1/factories/', { name: 'Bulk rights site', company: ids.demo })).body.id;
    const a = await createUser(admin, { ...base(), factories: [site], rights: { token: ['view'] } });
    // The admin who created the site has it too: the search narrows the selection to `a`.
    const filter = { factories: String(site), search: a.email };
    const r = await admin.post('/api/v1/users/bulk_rights/', { all: true, filter, rights: { tag: ['view'] }, mode: 'add' });
    expect(r.body).toEqual({ count: 1 });
    const { api: editor } = await signInAsNew(t, admin, { ...base(), factories: [site], rights: { user: ['view', 'edit'], tag: ['view', 'edit'] } });
    const refused = await editor.post('/api/v1/users/bulk_rights/', { ids: [a.id], rights: { tag: ['edit'] }, mode: 'set' });
    expect(refused.body).toEqual({ rights: ["Vous n'avez pas le droit de modifier ces droits : token.view"] });
    expect((await admin.get(`/api/v1/users/${a.id}/`)).body.rights).toEqual({ tag: ['view'], token: ['view'] });
    expect((await editor.post('/api/v1/users/bulk_rights/', { ids: [a.id], rights: { tag: ['edit'] }, mode: 'add' })).body).toEqual({ count: 1 });
    const empty = await admin.post('/api/v1/users/bulk_rights/', { rights: {}, mode: 'add' });
    expect(empty.body).toEqual({ non_field_errors: ['La sélection est vide.'] });
    const outside = await admin.post('/api/v1/users/bulk_rights/', { ids: [await ids.user(CORPO)], rights: {}, mode: 'add' });
    expect(outside.status).toBe(400);
    const badMode = await admin.post('/api/v1/users/bulk_rights/', { ids: [a.id], rights: {}, mode: 'merge' });
    expect(badMode.body).toEqual({ mode: ["L'option n'est pas valide"] });
  });
});

describe('POST /users/invite/', () => {
  it('invites several addresses: malformed and existing ones are answered per address', async () => {
    const one = freshEmail('inv');
    const two = freshEmail('inv');
    const r = await admin.post('/api/v1/users/invite/', {
      emails: [one, ` ${two.toUpperCase()} `, 'pas une adresse', LECTEUR, one, ''], source: { kind: 'scratch' }, ...base(),
    });
    expect(r.status).toBe(201);
    expect(r.body.created.map((u: { email: string }) => u.email)).toEqual([one, two]);
    expect(r.body.created[0]).toMatchObject({ factories: [ids.lyon], regulations: [ids.regs[0]], rights: { dashboard: ['view'] }, invited: true });
    expect(r.body.errors).toEqual({
      'pas une adresse': ["L'adresse e-mail n'est pas valide."], [LECTEUR]: ['Un utilisateur avec cette adresse e-mail existe déjà.'],
    });
    const en = await admin.post('/api/v1/users/invite/', { emails: [ADMIN], source: { kind: 'scratch' }, ...base() }, 'en');
    expect(en.body).toEqual({ created: [], errors: { [ADMIN]: ['A user with this e-mail address already exists.'] } });
  });

  it('copies a profile (within the editor rights) or takes a template', async () => {
    const direction = (await t.pool.query("SELECT id FROM teams WHERE name = 'Direction'")).rows[0].id;
    const model = await createUser(admin, {
      factories: [ids.nantes], regulations: [ids.regs[1], ids.regs[2]], teams: [direction], rights: { control: ['view', 'edit'], user: ['view'] },
    });
    const { api: editor } = await signInAsNew(t, admin, {
      factories: [ids.nantes, ids.lyon], regulations: ids.regs, rights: { user: ['view', 'create'], control: ['view'] },
    });
    const email = freshEmail('profil');
    const r = await editor.post('/api/v1/users/invite/', { emails: [email], source: { kind: 'profile', user: model.id }, factories: [], regulations: [] });
    expect(r.status).toBe(201);
    expect(r.body.created[0]).toMatchObject({
      email, factories: [ids.nantes], regulations: [ids.regs[1], ids.regs[2]], teams: [direction], rights: { control: ['view'], user: ['view'] },
    });
    const tpl = await admin.post('/api/v1/users/invite/', { emails: [freshEmail('tpl')], source: { kind: 'template', template: 'contributor' }, ...base(), rights: {} });
    expect(tpl.body.created[0].rights.file).toEqual(['view', 'create', 'edit']);
    const beyond = await editor.post('/api/v1/users/invite/', {
      emails: [freshEmail()], source: { kind: 'template', template: 'reader' }, factories: [ids.lyon], regulations: [ids.regs[0]],
    });
    expect(beyond.status).toBe(400);
    expect(beyond.body.rights[0]).toMatch(/^Vous n'avez pas le droit de modifier ces droits : dashboard\.view, /);
    const unknown = await admin.post('/api/v1/users/invite/', { emails: [freshEmail()], source: { kind: 'profile', user: await ids.user(CORPO) }, ...base() });
    expect(unknown.body).toEqual({ source: [`L'objet ${await ids.user(CORPO)} n'existe pas.`] });
  });

  it('creates nobody when a shared field is wrong; at most 50 addresses', async () => {
    const email = freshEmail('none');
    const r = await admin.post('/api/v1/users/invite/', { emails: [email], source: { kind: 'scratch' }, factories: [ids.lyon], regulations: [] });
    expect(r.body).toEqual({ regulations: ['Un utilisateur doit avoir au moins une réglementation.'] });
    expect((await t.pool.query('SELECT 1 FROM users WHERE email = $1', [email])).rowCount).toBe(0);
    const many = await admin.post('/api/v1/users/invite/', { emails: Array.from({ length: 51 }, (_, i) => `u${i}@x.fr`), source: { kind: 'scratch' }, ...base() });
    expect(many.body).toEqual({ emails: ['Invitez au plus 50 adresses à la fois.'] });
    const none = await admin.post('/api/v1/users/invite/', { emails: [], source: { kind: 'nope' }, ...base() });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body).sort()).toEqual(['emails', 'source.kind']);
  });
});
