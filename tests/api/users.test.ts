// Users through the engine (/users/): scoping and the rules of user writes (spec §5). The
// wizard's routes (invite, rights grid, templates, bulk rights): users-invite.test.ts; the
// invitation e-mail and password flows: passwords.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, SUPPORT, type TestApp } from './helpers';
import { createUser, demoIds, freshEmail, signInAsNew, type Api, type DemoIds } from './users-helpers';

let t: TestApp;
let admin: Api;
let reader: Api;
let ids: DemoIds;
let adminId: number;
let lecteurId: number;
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  reader = as(t.app, await login(t.app, LECTEUR));
  ids = await demoIds(t.pool);
  adminId = await ids.user(ADMIN);
  lecteurId = await ids.user(LECTEUR);
});
afterAll(async () => { await t.close(); });

const idList = (body: { results: { id: number }[] }) => body.results.map((u) => u.id);
/** A valid creation body on the demo company. */
const base = () => ({ factories: [ids.lyon], regulations: [ids.regs[0]], rights: { dashboard: ['view'] } });

describe('users CRUD and scoping', () => {
  it('creates a user: row shape, normalised e-mail and rights, companies of the sites', async () => {
    const email = freshEmail('cree');
    const r = await admin.post('/api/v1/users/', {
      email: `  ${email.toUpperCase()} `, first_name: 'Jeanne', last_name: 'Dupont', factories: [ids.lyon, ids.nantes],
      regulations: [ids.regs[1], ids.regs[0]], rights: { team: ['edit', 'view'], user: ['view'], token: [] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual([
      'companies', 'created_at', 'email', 'exclude_from_sso', 'force_password_change', 'factories', 'first_name', 'id', 'invited', 'is_active',
      'can_process_express_reports', 'dashboard_access', 'is_administrator', 'last_name', 'regulations', 'rights', 'role', 'teams',
      'buildings',
    ].sort());
    expect(r.body).toMatchObject({
      email, first_name: 'Jeanne', last_name: 'Dupont', role: null, is_active: true, exclude_from_sso: false,
      force_password_change: false, is_administrator: false, companies: [ids.demo], factories: [ids.lyon, ids.nantes].sort((a, b) => a - b),
      regulations: [ids.regs[0], ids.regs[1]], buildings: [], teams: [], invited: true,
      rights: { user: ['view'], team: ['view', 'edit'] },
    });
    const detail = await admin.get(`/api/v1/users/${r.body.id}/`);
    expect(detail.body).toEqual(r.body);
    const stored = await t.pool.query('SELECT invited_by, password_hash FROM users WHERE id = $1', [r.body.id]);
    expect(stored.rows[0]).toEqual({ invited_by: adminId, password_hash: null });
  });

  it('lists the users of the caller companies only, never support staff', async () => {
    const list = await admin.get('/api/v1/users/?page_size=100');
    expect(list.status).toBe(200);
    const emails = list.body.results.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN, LECTEUR]));
    expect(emails).not.toContain(SUPPORT);
    expect(emails).not.toContain(CORPO);
    const corpo = as(t.app, await login(t.app, CORPO));
    const corpoEmails = (await corpo.get('/api/v1/users/?page_size=100')).body.results.map((u: { email: string }) => u.email);
    expect(corpoEmails).toContain(CORPO);
    expect(corpoEmails).not.toContain(ADMIN);
    expect(corpoEmails).not.toContain(LECTEUR);
    const support = as(t.app, await login(t.app, SUPPORT));
    expect((await support.get(`/api/v1/users/?search=${encodeURIComponent(SUPPORT)}`)).body.results).toHaveLength(1);
  });

  it("another company's user is 404 (read, write, delete) and refused as a reference", async () => {
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`/api/v1/users/${lecteurId}/`)).status).toBe(404);
    expect((await corpo.patch(`/api/v1/users/${lecteurId}/`, { first_name: 'x' })).status).toBe(404);
    expect((await corpo.del(`/api/v1/users/${lecteurId}/`)).status).toBe(404);
    const team = (await t.pool.query("SELECT id FROM teams WHERE name = 'Direction'")).rows[0].id;
    const r = await corpo.post('/api/v1/users/', { email: freshEmail(), factories: [ids.lille], regulations: [ids.regs[0]], teams: [team] });
    expect(r.body).toEqual({ teams: [`L'objet ${team} n'existe pas.`] });
    const site = await corpo.post('/api/v1/users/', { email: freshEmail(), factories: [ids.lyon], regulations: [ids.regs[0]] });
    expect(site.body).toEqual({ factories: [`L'objet ${ids.lyon} n'existe pas.`] });
  });

  it('the reader may read but not write (403 listing the permission)', async () => {
    expect((await reader.get('/api/v1/users/')).status).toBe(200);
    const create = await reader.post('/api/v1/users/', { email: freshEmail(), ...base() });
    expect(create).toMatchObject({ status: 403, body: { detail: 'Permissions manquantes : user.create.' } });
    expect((await reader.patch(`/api/v1/users/${adminId}/`, { first_name: 'x' })).body).toEqual({ detail: 'Permissions manquantes : user.edit.' });
    expect((await reader.del(`/api/v1/users/${adminId}/`)).body).toEqual({ detail: 'Permissions manquantes : user.delete.' });
    expect((await reader.post('/api/v1/users/invite/', { emails: ['a@b.fr'], source: { kind: 'scratch' } })).status).toBe(403);
    const bulk = await reader.post('/api/v1/users/bulk_rights/', { ids: [lecteurId], rights: {}, mode: 'add' }, 'en');
    expect(bulk.body).toEqual({ detail: 'Missing permissions: user.edit.' });
  });

  it('updates with PATCH (names, sites, deactivation) and deletes', async () => {
    const user = await createUser(admin, base());
    const p = await admin.patch(`/api/v1/users/${user.id}/`, { first_name: 'Paul', factories: [ids.rennes], is_active: false });
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({ first_name: 'Paul', factories: [ids.rennes], is_active: false });
    const email = freshEmail('renamed');
    expect((await admin.patch(`/api/v1/users/${user.id}/`, { email })).body.email).toBe(email);
    const ro = await admin.patch(`/api/v1/users/${user.id}/`, { company: ids.demo, invited: false, companies: [] });
    expect(ro.body).toEqual({
      company: ['Ce champ est en lecture seule.'], invited: ['Ce champ est en lecture seule.'], companies: ['Ce champ est en lecture seule.'],
    });
    expect((await admin.del(`/api/v1/users/${user.id}/`)).status).toBe(204);
    expect((await admin.get(`/api/v1/users/${user.id}/`)).status).toBe(404);
  });

  it('refuses null for a field stored in a NOT NULL column (400 naming it, never a 500)', async () => {
    const user = await createUser(admin, base());
    const r = await admin.patch(`/api/v1/users/${user.id}/`, { first_name: null, last_name: null });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(['first_name', 'last_name']);
    expect((await admin.get(`/api/v1/users/${user.id}/`)).body.first_name).toBe(user.first_name);
  });

  it('filters by sites, regulations, teams, activity and invitation; searches and sorts', async () => {
    const team = (await t.pool.query("SELECT id FROM teams WHERE name = 'Maintenance Lyon'")).rows[0].id;
    const byTeam = await admin.get(`/api/v1/users/?teams=${team}`);
    expect(idList(byTeam.body)).toEqual([lecteurId]);
    const user = await createUser(admin, { ...base(), last_name: 'Zébulon', factories: [ids.rennes], regulations: [ids.regs[3]] });
    expect(idList((await admin.get(`/api/v1/users/?factories=${ids.rennes}&search=zebulon`)).body)).toEqual([user.id]);
    expect(idList((await admin.get(`/api/v1/users/?regulations=${ids.regs[2]}&search=zebulon`)).body)).toEqual([]);
    expect(idList((await admin.get('/api/v1/users/?invited=false&page_size=100')).body)).toEqual(expect.arrayContaining([adminId, lecteurId]));
    expect(idList((await admin.get('/api/v1/users/?invited=false&page_size=100')).body)).not.toContain(user.id);
    expect(idList((await admin.get('/api/v1/users/?is_active=true&exclude_from_sso=false&page_size=100')).body)).toContain(user.id);
    const sorted = await admin.get('/api/v1/users/?ordering=-last_name&page_size=1');
    expect(sorted.body.results[0].last_name).toBe('Zébulon');
    expect((await admin.get('/api/v1/users/?ordering=rights')).body).toEqual({ ordering: ['Tri invalide : rights.'] });
    const options = await admin.get('/api/v1/users/options/');
    expect(options.body).toMatchObject({
      ordering: ['id', 'email', 'first_name', 'last_name', 'created_at'],
      filters: ['is_active', 'exclude_from_sso', 'force_password_change', 'factories', 'regulations', 'buildings', 'teams', 'invited'], bulk_actions: ['delete'],
    });
  });

  it('exports users with their sites and regulations by name', async () => {
    const r = await admin.get(`/api/v1/users/export/?search=${encodeURIComponent(LECTEUR)}`);
    expect(r.status).toBe(200);
    const [header, row] = r.res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header).toContain('E-mail');
    expect(row).toContain(LECTEUR);
    expect(row).toContain('Usine de Lyon');
    expect(row).toContain('Maintenance Lyon');
  });
});

describe('rules of user writes (spec §5)', () => {
  it('needs at least one regulation and one site', async () => {
    const r = await admin.post('/api/v1/users/', { email: freshEmail(), factories: [], regulations: [] });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      regulations: ['Un utilisateur doit avoir au moins une réglementation.'], factories: ['Un utilisateur doit avoir au moins un site.'],
    });
    const missing = await admin.post('/api/v1/users/', { email: freshEmail() });
    expect(missing.body).toEqual({ factories: ['Ce champ est obligatoire.'], regulations: ['Ce champ est obligatoire.'] });
    const user = await createUser(admin, base());
    const en = await admin.patch(`/api/v1/users/${user.id}/`, { regulations: [] }, 'en');
    expect(en.body).toEqual({ regulations: ['A user must have at least one regulation.'] });
  });

  it('refuses a malformed or taken e-mail', async () => {
    const bad = await admin.post('/api/v1/users/', { email: 'pas-une-adresse', ...base() });
    expect(bad.body).toEqual({ email: ["L'adresse e-mail n'est pas valide."] });
    const taken = await admin.post('/api/v1/users/', { email: ` ${LECTEUR.toUpperCase()}`, ...base() });
    expect(taken.body).toEqual({ email: ['Un utilisateur avec cette adresse e-mail existe déjà.'] });
    const user = await createUser(admin, base());
    const en = await admin.patch(`/api/v1/users/${user.id}/`, { email: ADMIN }, 'en');
    expect(en.body).toEqual({ email: ['A user with this e-mail address already exists.'] });
    // A user of another company too: their login is not this editor's to change.
    await t.pool.query('INSERT INTO user_companies (user_id, company_id) VALUES ($1, $2)', [user.id, ids.corpo]);
    const locked = await admin.patch(`/api/v1/users/${user.id}/`, { email: freshEmail() });
    expect(locked.body).toEqual({
      email: ["L'adresse e-mail de cet utilisateur ne peut pas être modifiée : il appartient aussi à une autre entreprise."],
    });
    expect((await admin.patch(`/api/v1/users/${user.id}/`, { email: user.email, first_name: 'Même' })).status).toBe(200);
  });

  it('keeps rights within the editor rights', async () => {
    const { api: editor } = await signInAsNew(t, admin, {
      ...base(), rights: { user: ['view', 'create', 'edit'], team: ['view'], dashboard: ['view', 'edit'] },
    });
    const r = await editor.post('/api/v1/users/', { email: freshEmail(), ...base(), rights: { user: ['view', 'delete'], team: ['edit'] } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ rights: ["Vous n'avez pas le droit de modifier ces droits : user.delete, team.edit"] });
    const en = await editor.post('/api/v1/users/', { email: freshEmail(), ...base(), rights: { team: ['delete'] } }, 'en');
    expect(en.body).toEqual({ rights: ['You are not allowed to change these rights: team.delete'] });
    // A right the editor lacks may stay on the user, not be taken away.
    const target = await createUser(admin, { ...base(), rights: { token: ['view', 'delete'], dashboard: ['view'] } });
    const keep = await editor.patch(`/api/v1/users/${target.id}/`, { rights: { token: ['delete', 'view'], dashboard: ['view', 'edit'] } });
    expect(keep.status).toBe(200);
    expect(keep.body.rights).toEqual({ dashboard: ['view', 'edit'], token: ['view', 'delete'] });
    const remove = await editor.patch(`/api/v1/users/${target.id}/`, { rights: { dashboard: ['view'] } });
    expect(remove.body).toEqual({ rights: ["Vous n'avez pas le droit de modifier ces droits : token.view, token.delete"] });
    const unknown = await admin.patch(`/api/v1/users/${target.id}/`, { rights: { nowhere: ['view'], user: ['fly'] } });
    expect(unknown.body).toEqual({ rights: ["L'option n'est pas valide"] });
  });

  it('keeps regulations within the editor regulations; hidden ones stay on the user', async () => {
    const { api: editor } = await signInAsNew(t, admin, { ...base(), rights: { user: ['view', 'create', 'edit'] } });
    const r = await editor.post('/api/v1/users/', { email: freshEmail(), factories: [ids.lyon], regulations: [ids.regs[0], ids.regs[1]] });
    expect(r.body).toEqual({ regulations: ["Vous n'avez pas de droit de modification sur cette réglementation."] });
    const target = await createUser(admin, { ...base(), regulations: [ids.regs[0], ids.regs[1]] });
    const en = await editor.patch(`/api/v1/users/${target.id}/`, { regulations: [ids.regs[2]] }, 'en');
    expect(en.body).toEqual({ regulations: ['You have no right to modify this regulation.'] });
    // The editor sees and sends only regulation 0: regulation 1 (not theirs) stays.
    expect((await editor.get(`/api/v1/users/${target.id}/`)).body.regulations).toEqual([ids.regs[0]]);
    expect((await editor.patch(`/api/v1/users/${target.id}/`, { first_name: 'Vu', regulations: [ids.regs[0]] })).status).toBe(200);
    expect((await admin.get(`/api/v1/users/${target.id}/`)).body.regulations).toEqual([ids.regs[0], ids.regs[1]]);
    const unknown = await admin.patch(`/api/v1/users/${target.id}/`, { regulations: [99999] });
    expect(unknown.body).toEqual({ regulations: ["L'objet 99999 n'existe pas."] });
  });

  it('nobody deletes or deactivates themself, even in bulk', async () => {
    const del = await admin.del(`/api/v1/users/${adminId}/`);
    expect(del).toMatchObject({ status: 400, body: { non_field_errors: ['Vous ne pouvez pas supprimer votre propre compte.'] } });
    const other = await createUser(admin, base());
    const bulk = await admin.post('/api/v1/users/bulk/', { action: 'delete', ids: [other.id, adminId] });
    expect(bulk.body).toEqual({ non_field_errors: ['Vous ne pouvez pas supprimer votre propre compte.'] });
    const off = await admin.patch(`/api/v1/users/${adminId}/`, { is_active: false }, 'en');
    expect(off.body).toEqual({ is_active: ['You cannot deactivate your own account.'] });
    const ask = await admin.post('/api/v1/users/bulk/', { action: 'delete', ids: [other.id] });
    expect((await admin.post('/api/v1/users/bulk/', ask.body.confirm_request.data)).body).toEqual({ count: 1 });
  });

  it('team memberships only within the user companies', async () => {
    const direction = (await t.pool.query("SELECT id FROM teams WHERE name = 'Direction'")).rows[0].id;
    const user = await createUser(admin, { ...base(), teams: [direction] });
    expect(user.teams).toEqual([direction]);
    const corpoTeam = (await t.pool.query('INSERT INTO teams (company_id, name) VALUES ($1, $2) RETURNING id', [ids.corpo, 'Corpo only'])).rows[0].id;
    const support = as(t.app, await login(t.app, SUPPORT));
    const r = await support.patch(`/api/v1/users/${user.id}/`, { teams: [direction, corpoTeam] });
    expect(r.body).toEqual({ teams: [`L'équipe ${corpoTeam} appartient à une entreprise dont l'utilisateur ne fait pas partie.`] });
  });
});

describe('activity log of user writes', () => {
  it('records create, update and delete of a user in its company', async () => {
    const user = await createUser(admin, base());
    await admin.patch(`/api/v1/users/${user.id}/`, { last_name: 'Journal', rights: { user: ['view'] } });
    await admin.del(`/api/v1/users/${user.id}/`);
    const log = await admin.get(`/api/v1/activity-log/?object_type=users&object_id=${user.id}&ordering=created_at`);
    expect(log.body.results.map((r: { action: string }) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(log.body.results[0]).toMatchObject({ object_label: user.email, company: ids.demo, user: adminId });
    expect(log.body.results[1].changes).toEqual({ last_name: ['', 'Journal'], rights: [{ dashboard: ['view'] }, { user: ['view'] }] });
  });
});

describe('administration right, express reports, dashboard access', () => {
  it('an administrator gives and takes them; the values are validated', async () => {
    const user = await createUser(admin, base());
    expect(user).toMatchObject({ is_administrator: false, can_process_express_reports: false, dashboard_access: [] });
    const r = await admin.patch(`/api/v1/users/${user.id}/`, {
      is_administrator: true, can_process_express_reports: true, dashboard_access: ['main', 'score'],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ is_administrator: true, can_process_express_reports: true, dashboard_access: ['main', 'score'] });
    const bad = await admin.patch(`/api/v1/users/${user.id}/`, { dashboard_access: ['nope'] });
    expect(bad.status).toBe(400);
    expect(bad.body.dashboard_access).toBeTruthy();
    expect((await admin.patch(`/api/v1/users/${adminId}/`, { is_administrator: false })).body).toEqual({
      is_administrator: ["Vous ne pouvez pas retirer votre propre droit d'administration."],
    });
  });

  it('a non-administrator editor only gives what they hold', async () => {
    const { api: editor } = await signInAsNew(t, admin, { ...base(), rights: { user: ['view', 'edit'] }, dashboard_access: ['main'] });
    const target = await createUser(admin, base());
    const r = await editor.patch(`/api/v1/users/${target.id}/`, {
      is_administrator: true, can_process_express_reports: true, dashboard_access: ['main', 'score'],
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      is_administrator: ["Seul un administrateur peut donner ou retirer le droit d'administration."],
      can_process_express_reports: ['Vous ne pouvez pas donner ou retirer la capacité de traiter les rapports express sans la détenir.'],
      dashboard_access: ["Vous n'avez pas accès à ces tableaux de bord : score"],
    });
    const ok = await editor.patch(`/api/v1/users/${target.id}/`, { dashboard_access: ['main'] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.dashboard_access).toEqual(['main']);
    const en = await editor.patch(`/api/v1/users/${target.id}/`, { is_administrator: true }, 'en');
    expect(en.body).toEqual({ is_administrator: ['Only an administrator may give or remove the administration right.'] });
  });
});
