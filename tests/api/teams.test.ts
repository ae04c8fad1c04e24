// Teams through the engine (/teams/): the seeded demo teams, CRUD, scoping by company, and
// members and sites of the team's own company only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, SUPPORT, unique, type TestApp } from './helpers';
import { createUser, demoIds, type Api, type DemoIds } from './users-helpers';

let t: TestApp;
let admin: Api;
let ids: DemoIds;
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  ids = await demoIds(t.pool);
});
afterAll(async () => { await t.close(); });

const teamId = async (name: string) => (await t.pool.query<{ id: number }>('SELECT id FROM teams WHERE name = $1', [name])).rows[0].id;

describe('teams', () => {
  it('lists the seeded demo teams with their members and sites', async () => {
    const r = await admin.get('/api/v1/teams/?search=maintenance lyon');
    expect(r.status).toBe(200);
    expect(r.body.results).toEqual([{
      id: await teamId('Maintenance Lyon'), name: 'Maintenance Lyon', company: ids.demo, company_name: 'Démo Industrie',
      factories: [ids.lyon], members: [await ids.user(LECTEUR)], member_count: 1, created_at: expect.any(String),
    }]);
    const direction = (await admin.get(`/api/v1/teams/${await teamId('Direction')}/`)).body;
    // Other test files may add members to Direction: the admin is one of them.
    expect(direction.members).toContain(await ids.user(ADMIN));
    expect(direction.member_count).toBe(direction.members.length);
    expect(direction.factories).toEqual(expect.arrayContaining([ids.lyon, ids.nantes, ids.rennes]));
    const me = (await admin.get(`/api/v1/users/${await ids.user(ADMIN)}/`)).body;
    expect(me.teams).toEqual([await teamId('Direction')]);
  });

  it('creates, updates and deletes a team', async () => {
    const member = await createUser(admin, { factories: [ids.lyon], regulations: [ids.regs[0]] });
    const name = unique('Équipe');
    const r = await admin.post('/api/v1/teams/', { name, company: ids.demo, factories: [ids.nantes], members: [member.id] });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ name, company: ids.demo, factories: [ids.nantes], members: [member.id], member_count: 1 });
    const p = await admin.patch(`/api/v1/teams/${r.body.id}/`, { members: [member.id, await ids.user(LECTEUR)], factories: [] });
    expect(p.body).toMatchObject({ factories: [], member_count: 2 });
    expect((await admin.get(`/api/v1/users/${member.id}/`)).body.teams).toEqual([r.body.id]);
    expect((await admin.patch(`/api/v1/teams/${r.body.id}/`, { company: ids.corpo })).body).toEqual({ company: ['Ce champ est en lecture seule.'] });
    // Its members stay users: the confirmation says how many memberships go, then the replay deletes.
    const asked = await admin.del(`/api/v1/teams/${r.body.id}/`);
    expect(asked.status).toBe(200);
    expect(asked.body.dependents).toEqual([{ kind: 'members', count: 2, label: "2 appartenance(s) à l'équipe (les utilisateurs restent)" }]);
    expect((await admin.del(`/api/v1/teams/${r.body.id}/`, { confirm: true })).status).toBe(204);
    expect((await admin.get(`/api/v1/users/${member.id}/`)).body.teams).toEqual([]);
  });

  it('needs a name; the company defaults to the caller\'s only one', async () => {
    const r = await admin.post('/api/v1/teams/', { factories: [] });
    expect(r.body).toEqual({ name: ['Ce champ est obligatoire.'] });
    const blank = await admin.post('/api/v1/teams/', { name: ' ', company: ids.demo }, 'en');
    expect(blank.body).toEqual({ name: ['This field may not be blank.'] });
  });

  it('filters by member and site, sorts by member count', async () => {
    const lecteur = await ids.user(LECTEUR);
    const byMember = await admin.get(`/api/v1/teams/?members=${lecteur}&page_size=100`);
    expect(byMember.body.results.map((x: { name: string }) => x.name)).toContain('Maintenance Lyon');
    expect(byMember.body.results.map((x: { name: string }) => x.name)).not.toContain('Direction');
    const bySite = await admin.get(`/api/v1/teams/?factories=${ids.rennes}&page_size=100`);
    expect(bySite.body.results.map((x: { name: string }) => x.name)).toContain('Direction');
    expect(bySite.body.results.map((x: { name: string }) => x.name)).not.toContain('Maintenance Lyon');
    const sorted = await admin.get('/api/v1/teams/?ordering=-member_count&page_size=100');
    const counts = sorted.body.results.map((x: { member_count: number }) => x.member_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('scopes teams by company; the reader may not write', async () => {
    const corpo = as(t.app, await login(t.app, CORPO));
    const lyonTeam = await teamId('Maintenance Lyon');
    expect((await corpo.get(`/api/v1/teams/${lyonTeam}/`)).status).toBe(404);
    expect((await corpo.patch(`/api/v1/teams/${lyonTeam}/`, { name: 'x' })).status).toBe(404);
    expect((await corpo.get('/api/v1/teams/?page_size=100')).body.results.map((x: { company: number }) => x.company)).not.toContain(ids.demo);
    const invisible = await corpo.post('/api/v1/teams/', { name: 'Intrus', company: ids.corpo, members: [await ids.user(LECTEUR)] });
    expect(invisible.body).toEqual({ members: [`L'objet ${await ids.user(LECTEUR)} n'existe pas.`] });
    const reader = as(t.app, await login(t.app, LECTEUR));
    expect((await reader.get('/api/v1/teams/')).status).toBe(200);
    expect((await reader.post('/api/v1/teams/', { name: 'x', company: ids.demo })).body).toEqual({ detail: 'Permissions manquantes : team.create.' });
  });

  it("keeps a team's sites and members within its company", async () => {
    const support = as(t.app, await login(t.app, SUPPORT));
    const corpoUser = await ids.user(CORPO);
    const r = await support.post('/api/v1/teams/', { name: unique('Mixte'), company: ids.demo, factories: [ids.lille], members: [corpoUser] });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      factories: [`Le site ${ids.lille} n'appartient pas à l'entreprise de l'équipe.`],
      members: [`L'utilisateur ${corpoUser} ne fait pas partie de l'entreprise de l'équipe.`],
    });
    const en = await support.patch(`/api/v1/teams/${await teamId('Direction')}/`, { members: [corpoUser] }, 'en');
    expect(en.body).toEqual({ members: [`User ${corpoUser} is not part of the team's company.`] });
  });

  it('records team writes in the activity log', async () => {
    const r = await admin.post('/api/v1/teams/', { name: unique('Journal'), company: ids.demo });
    const log = await admin.get(`/api/v1/activity-log/?object_type=teams&object_id=${r.body.id}`);
    expect(log.body.results).toHaveLength(1);
    expect(log.body.results[0]).toMatchObject({ action: 'create', company: ids.demo, object_label: r.body.name });
  });
});
