import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, SUPPORT, type TestApp } from './helpers';
import { AREAS } from '../../resources/rights';

let t: TestApp;
beforeAll(async () => { t = await startApp(); });
afterAll(async () => { await t.close(); });

const idsOf = (list: { id: number }[]) => list.map((x) => x.id).sort((a, b) => a - b);

describe('/user/me/', () => {
  it('has the contract shape and the user scope', async () => {
    const api = as(t.app, await login(t.app, ADMIN));
    const { status, body } = await api.get('/api/v1/user/me/');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'buildings', 'can_process_express_reports', 'companies', 'company', 'dashboard_access', 'email',
      'exclude_from_sso', 'factories', 'first_name', 'force_password_change', 'hash', 'id', 'is_administrator',
      'last_name', 'picture_id', 'profile_details', 'regulations', 'rights', 'role', 'sso_settings', 'teams',
    ]);
    expect(body.rights.company).toEqual(['view', 'create', 'edit', 'delete']);
    expect(Object.keys(body.rights).sort()).toEqual([...AREAS].sort()); // spec §6's 23, then any an area declares
    expect(body.factories.length).toBeGreaterThanOrEqual(3);
    expect(body.regulations).toHaveLength(4);
    expect(body.company).toBe('all');
    expect(body.is_administrator).toBe(true);
  });

  it('gives the reader view rights on one site only', async () => {
    const { body } = await as(t.app, await login(t.app, LECTEUR)).get('/api/v1/user/me/');
    expect(body.role).toBeNull();
    expect(body.rights.company).toEqual(['view']);
    expect(body.factories).toHaveLength(1);
    const { rows } = await t.pool.query('SELECT id FROM factories WHERE name = $1', ['Usine de Lyon']);
    expect(body.factories).toEqual([rows[0].id]);
  });

  it('lists the teams the user belongs to (spec §3)', async () => {
    const reader = await as(t.app, await login(t.app, LECTEUR)).get('/api/v1/user/me/');
    expect(reader.body.teams.map((x: { name: string }) => x.name)).toEqual(['Maintenance Lyon']);
    expect(reader.body.teams[0]).toEqual({ id: expect.any(Number), name: 'Maintenance Lyon', company: expect.any(Number) });
    const admin = await as(t.app, await login(t.app, ADMIN)).get('/api/v1/user/me/');
    expect(admin.body.teams.map((x: { name: string }) => x.name)).toEqual(['Direction']);
  });

  it('needs a token', async () => {
    const r = await as(t.app, '').get('/api/v1/user/me/');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ detail: "Les informations d'authentification n'ont pas été fournies." });
  });
});

describe('/company/all and /company/change/', () => {
  it('lists the user companies (with and without trailing slash)', async () => {
    const api = as(t.app, await login(t.app, ADMIN));
    const a = await api.get('/api/v1/company/all');
    const b = await api.get('/api/v1/company/all/');
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body.map((c: { name: string }) => c.name)).toEqual(['Démo Industrie']);
    expect(a.body[0]).toMatchObject({ is_demo: true, tier: 'pro', repere_1: 'Repère 1', repere_2: 'Repère 2', use_repere_2: true, integration: null });
    expect(a.body[0].factories.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['Usine de Lyon', 'Usine de Nantes', 'Dépôt de Rennes']));
    const rennes = a.body[0].factories.find((f: { name: string }) => f.name === 'Dépôt de Rennes');
    const rennesBuildings = a.body[0].buildings.filter((x: { factory: number }) => x.factory === rennes.id);
    expect(rennesBuildings).toHaveLength(1);
    expect(rennesBuildings[0].is_ghost).toBe(true);
  });

  it('refuses the change to non-support users (403)', async () => {
    const api = as(t.app, await login(t.app, ADMIN));
    const r = await api.post('/api/v1/company/change/', { company: 1 });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ detail: 'Action réservée au support.' });
    expect((await api.post('/api/v1/company/change/', { nonsense: true }, 'en')).body).toEqual({ detail: 'Reserved for support staff.' });
  });

  it('lets support switch company: lists are limited to it, then back to all', async () => {
    const token = await login(t.app, SUPPORT);
    const api = as(t.app, token);
    const all = await api.get('/api/v1/company/all');
    expect(all.body.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Démo Industrie', 'Groupe Corpo']));
    const corpo = all.body.find((c: { name: string }) => c.name === 'Groupe Corpo');
    const before = await api.get('/api/v1/factories/?page_size=100');
    expect(new Set(before.body.results.map((f: { company: number }) => f.company)).size).toBeGreaterThan(1);

    const changed = await api.post('/api/v1/company/change/', { company: corpo.id });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: corpo.id, name: 'Groupe Corpo', tier: 'corpo' });
    const me = await api.get('/api/v1/user/me/');
    expect(me.body.company).toBe(corpo.id);
    expect(me.body.companies).toEqual([corpo.id]);
    const after = await api.get('/api/v1/factories/?page_size=100');
    expect(after.body.results.length).toBeGreaterThan(0);
    expect(after.body.results.every((f: { company: number }) => f.company === corpo.id)).toBe(true);
    const count = await api.get('/api/v1/buildings/count/');
    const corpoBuildings = await t.pool.query('SELECT count(*)::int AS n FROM buildings b JOIN factories f ON f.id = b.factory_id WHERE f.company_id = $1', [corpo.id]);
    expect(count.body.count).toBe(corpoBuildings.rows[0].n);
    // Still sees every company to switch back.
    expect(idsOf((await api.get('/api/v1/company/all')).body)).toEqual(idsOf(all.body));
    // Another session of the same user is not affected.
    const other = as(t.app, await login(t.app, SUPPORT));
    expect((await other.get('/api/v1/user/me/')).body.company).toBe('all');

    expect((await api.post('/api/v1/company/change/', { company: 'all' })).body).toEqual({ id: 'all' });
    expect((await api.get('/api/v1/user/me/')).body.company).toBe('all');
  });

  it('refuses an unknown company with a 400 on the field', async () => {
    const api = as(t.app, await login(t.app, SUPPORT));
    const r = await api.post('/api/v1/company/change/', { company: 999999 });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ company: ["L'objet 999999 n'existe pas."] });
    const bad = await api.post('/api/v1/company/change/', { company: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['company']);
  });

  it('shows the corpo admin only Groupe Corpo', async () => {
    const { body } = await as(t.app, await login(t.app, CORPO)).get('/api/v1/company/all');
    expect(body.map((c: { name: string }) => c.name)).toEqual(['Groupe Corpo']);
  });
});
