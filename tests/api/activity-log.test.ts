// The activity log: every write of the engine (and sign-ins, exports) records who, what, which
// object and the changed fields, in the write's transaction; the log is scoped like its objects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, unique, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let demoId: number;
beforeAll(async () => {
  t = await startApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  admin = as(t.app, await login(t.app, ADMIN));
  demoId = (await t.pool.query<{ id: number }>("SELECT id FROM companies WHERE name = 'Démo Industrie'")).rows[0].id;
});
afterAll(async () => { await t.close(); });

const logOf = async (query: string, who = admin) => {
  const r = await who.get(`/api/v1/activity-log/?${query}`);
  expect(r.status).toBe(200);
  return r.body.results as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
};

describe('activity log of the engine writes', () => {
  it('records create, update (changed fields only) and delete of a site', async () => {
    const name = unique('Journal');
    const site = (await admin.post('/api/v1/factories/', { name, company: demoId, regulations: [1] })).body;
    await admin.patch(`/api/v1/factories/${site.id}/`, { name: `${name} 2`, regulations: [1] });
    await admin.patch(`/api/v1/factories/${site.id}/`, { name: `${name} 2` }); // no change: no row
    await admin.del(`/api/v1/factories/${site.id}/`);

    const rows = await logOf(`object_type=factories&object_id=${site.id}&ordering=created_at`);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    const [created, updated, deleted] = rows;
    expect(created).toMatchObject({ user: expect.any(Number), user_label: 'Alice Martin <admin@demo.fr>', object_label: name, company: demoId, factory: site.id });
    expect(created.changes).toMatchObject({ name: [null, name], company: [null, demoId], regulations: [null, [1]] });
    expect(updated.changes).toEqual({ name: [name, `${name} 2`] });
    expect(deleted).toMatchObject({ object_label: `${name} 2`, company: demoId });
    expect(deleted.changes.name).toEqual([`${name} 2`, null]);
  });

  it('records nothing for a refused write (same transaction)', async () => {
    const before = (await t.pool.query('SELECT count(*)::int AS n FROM activity_log')).rows[0].n;
    const r = await admin.post('/api/v1/factories/', { name: unique('Refusé'), company: demoId, regulations: [99999] });
    expect(r.status).toBe(400);
    const after = (await t.pool.query('SELECT count(*)::int AS n FROM activity_log')).rows[0].n;
    expect(after).toBe(before);
  });

  it('records one row per object of a bulk delete, only once confirmed', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await admin.post('/api/v1/factories/', { name: unique(`Lot ${n}`), company: demoId })).body.id);
    const ask = await admin.post('/api/v1/factories/bulk/', { action: 'delete', ids });
    expect(ask.body.confirm_request).toBeTruthy();
    expect(await logOf(`action=bulk_delete&object_type=factories&factory=${ids.join(',')}`)).toHaveLength(0);
    const done = await admin.post('/api/v1/factories/bulk/', ask.body.confirm_request.data);
    expect(done.body).toEqual({ count: 3 });
    const rows = await logOf(`action=bulk_delete&object_type=factories&factory=${ids.join(',')}`);
    expect(rows.map((r) => r.object_id).sort()).toEqual([...ids].sort());
    expect(rows[0].user_label).toContain('admin@demo.fr');
  });

  it('records sign-ins and exports', async () => {
    const token = await login(t.app, ADMIN);
    const me = (await admin.get('/api/v1/user/me/')).body;
    const logins = await logOf(`action=login&user=${me.id}`);
    expect(logins.length).toBeGreaterThan(0);
    expect(logins[0]).toMatchObject({ object_type: 'user', object_id: me.id, company: demoId });
    const exp = await as(t.app, token).get('/api/v1/factories/export/?format=csv');
    expect(exp.status).toBe(200);
    const exports = await logOf(`action=export&object_type=factories&user=${me.id}`);
    expect(exports[0].changes).toEqual({ format: [null, 'csv'] });
  });
});

describe('activity log of the company settings (issue 29)', () => {
  it('records a change of the SSO settings with the changed fields, never the client secret, and nothing for a refused one', async () => {
    const corpo = as(t.app, await login(t.app, CORPO));
    const { rows: [{ id: company }] } = await t.pool.query<{ id: number }>(`SELECT uc.company_id AS id FROM user_companies uc JOIN users u ON u.id = uc.user_id WHERE u.email = $1`, [CORPO]);
    const secret = `s3cret-${unique('x').replace(/\s/g, '')}`;
    const body = { protocol: 'oidc', issuer: 'https://idp.example.com', client_id: 'conformite', client_secret: secret, email_domains: ['corpo.example'], enabled: false };
    try {
      expect((await corpo.put('/api/v1/sso/', body)).status).toBe(200);
      expect((await corpo.put('/api/v1/sso/', { ...body, client_secret: undefined, issuer: 'https://login.example.com' })).status).toBe(200);
      expect((await corpo.put('/api/v1/sso/', { ...body, issuer: 'ftp://nope' })).status).toBe(400);
      const rows = await logOf(`object_type=sso&object_id=${company}&ordering=created_at`, corpo);
      expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
      expect(rows[0]).toMatchObject({ company, user_label: expect.stringContaining(CORPO), object_label: 'Groupe Corpo' });
      expect(rows[0].changes).toMatchObject({ issuer: [null, 'https://idp.example.com'], client_id: [null, 'conformite'], enabled: [null, false] });
      expect(rows[0].changes.client_secret).toEqual([null, '••••••••']);
      expect(rows[1].changes).toEqual({ issuer: ['https://idp.example.com', 'https://login.example.com'] });
      expect(JSON.stringify(rows)).not.toContain(secret);
      // Not the other company's to read.
      expect(await logOf(`object_type=sso&object_id=${company}`)).toHaveLength(0);
    } finally {
      await t.pool.query('DELETE FROM sso_settings WHERE company_id = $1', [company]);
    }
  });

  it('records the creation, change and deletion of a webhook, never its secret', async () => {
    const corpo = as(t.app, await login(t.app, CORPO));
    const made = await corpo.post('/api/v1/webhooks/', { url: 'http://127.0.0.1:9/journal', events: ['task.created'] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await corpo.patch(`/api/v1/webhooks/${made.body.id}/`, { events: ['task.created', 'import.done'], active: false })).status).toBe(200);
    expect((await corpo.del(`/api/v1/webhooks/${made.body.id}/`)).status).toBe(204);
    const rows = await logOf(`object_type=webhooks&object_id=${made.body.id}&ordering=created_at`, corpo);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[0].changes).toMatchObject({ url: [null, 'http://127.0.0.1:9/journal'], events: [null, ['task.created']] });
    expect(rows[1].changes).toEqual({ events: [['task.created'], ['import.done', 'task.created']], active: [true, false] });
    expect(JSON.stringify(rows)).not.toContain(made.body.secret);
  });
});

describe('activity log reading', () => {
  it('is scoped: another company sees none of it; a one-site user sees only that site', async () => {
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await logOf('object_type=factories', corpo)).every((r) => r.company !== demoId)).toBe(true);

    const lecteur = as(t.app, await login(t.app, LECTEUR));
    // A new site of the same company: outside the reader's single site.
    const other = (await admin.post('/api/v1/factories/', { name: unique('Autre site'), company: demoId })).body.id;
    expect(await logOf(`object_type=factories&object_id=${other}`)).not.toHaveLength(0);
    expect(await logOf(`object_type=factories&object_id=${other}`, lecteur)).toHaveLength(0);
  });

  it('filters by date range and search, and refuses a malformed date', async () => {
    expect(await logOf('created_after=2999-01-01')).toHaveLength(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logOf(`created_after=${today}&created_before=${today}`)).length).toBeGreaterThan(0);
    const bad = await admin.get('/api/v1/activity-log/?created_after=2026-13-45');
    expect(bad.status).toBe(400);
    expect(bad.body.created_after).toBeTruthy();
    const found = await logOf('search=admin@demo.fr');
    expect(found.length).toBeGreaterThan(0);
  });

  it('is read-only', async () => {
    expect((await admin.post('/api/v1/activity-log/', { action: 'create' })).status).toBe(404);
    const any = (await logOf('page_size=1'))[0];
    expect((await admin.del(`/api/v1/activity-log/${any.id}/`)).status).toBe(404);
  });

  it('exports with translated headers', async () => {
    const r = await admin.get('/api/v1/activity-log/export/?format=csv&action=login', 'en');
    expect(r.status).toBe(200);
    expect(r.body.split('\r\n')[0]).toContain('Object type');
  });
});
