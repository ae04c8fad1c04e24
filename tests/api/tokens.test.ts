// Private-application tokens (issue 28 §1): /tokens/ (tier corpo, right `token`), the key shown
// once and stored hashed, `Authorization: Token <key>` acting as the creator narrowed to the
// token's regulations and sites, refused at once when inactive, expired or its creator is
// deactivated, narrowed at once when the creator loses rights, and rate-limited.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS } from '../../server/auth/rights';
import { ADMIN, as, call, CORPO, login, startApp, unique, type TestApp } from './helpers';
import { demoIds, signInAsNew, type Api, type DemoIds } from './users-helpers';

let t: TestApp;
let corpo: Api;
let ids: DemoIds;
let marseille: number;
let creator: { row: Record<string, any>; api: Api }; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  t = await startApp();
  corpo = as(t.app, await login(t.app, CORPO));
  ids = await demoIds(t.pool);
  marseille = (await t.pool.query<{ id: number }>(`SELECT id FROM factories WHERE name = 'Site de Marseille'`)).rows[0].id;
  creator = await signInAsNew(t, corpo, { company: ids.corpo, factories: [ids.lille, marseille], regulations: ids.regs });
  await t.pool.query('UPDATE users SET rights = $2 WHERE id = $1', [creator.row.id, JSON.stringify(ALL_RIGHTS)]);
});
afterAll(async () => { await t?.close(); });

/** Creates a token as the creator (201 expected): its row and key. */
async function makeToken(body: Record<string, unknown> = {}) {
  const r = await creator.api.post('/api/v1/tokens/', { name: unique('Jeton'), regulations: [ids.regs[0]], factories: [ids.lille], ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { row: r.body as Record<string, unknown> & { id: number; key: string }, api: as(t.app, r.body.key as string) };
}

describe('tokens: the key', () => {
  it('is returned once, at creation, with the company defaulted; stored hashed; never listed nor logged', async () => {
    const { row } = await makeToken();
    expect(row.key).toMatch(/^cpt_[0-9a-f]{12}[A-Za-z0-9_-]{43}$/);
    expect(row).toMatchObject({ company: ids.corpo, creator: creator.row.id, active: true, factories: [ids.lille], regulations: [ids.regs[0]] });
    const stored = (await t.pool.query('SELECT * FROM api_tokens WHERE id = $1', [row.id])).rows[0];
    expect(JSON.stringify(stored)).not.toContain(row.key);
    expect(stored.key_hash).toBe(createHash('sha256').update(row.key).digest('hex'));
    const detail = await creator.api.get(`/api/v1/tokens/${row.id}/`);
    const list = await creator.api.get('/api/v1/tokens/?page_size=100');
    const exported = await creator.api.get('/api/v1/tokens/export/');
    const log = await t.pool.query(`SELECT * FROM activity_log WHERE object_type = 'tokens' AND object_id = $1`, [row.id]);
    for (const text of [JSON.stringify(detail.body), JSON.stringify(list.body), exported.res.body, JSON.stringify(log.rows)]) {
      expect(text).not.toContain(row.key);
      expect(text).not.toContain(stored.key_hash);
    }
    expect(detail.body).not.toHaveProperty('key');
    expect(list.body.results.find((x: { id: number }) => x.id === row.id)).not.toHaveProperty('key');
    expect(log.rows.map((x) => x.action)).toEqual(['create']);
  });

  it('refuses unknown fields, a past expiration and a site of another company, in both languages', async () => {
    const base = { name: 'x', regulations: [ids.regs[0]], factories: [ids.lille] };
    expect((await creator.api.post('/api/v1/tokens/', { ...base, key: 'mine' })).status).toBe(400);
    expect((await creator.api.post('/api/v1/tokens/', { ...base, expiration_date: '2020-01-01' })).body)
      .toEqual({ expiration_date: ["La date d'expiration ne peut pas être dans le passé."] });
    expect((await creator.api.post('/api/v1/tokens/', { ...base, expiration_date: '2020-01-01' }, 'en')).body)
      .toEqual({ expiration_date: ['The expiration date cannot be in the past.'] });
    const support = as(t.app, await login(t.app, 'support@demo.fr'));
    await support.post('/api/v1/company/change/', { company: ids.corpo });
    const other = await support.post('/api/v1/tokens/', { ...base, factories: [ids.lyon] });
    expect(other.status).toBe(400);
    expect(Object.keys(other.body)).toEqual(['factories']);
  });

  it('is for the corpo plan only (403 tier_required elsewhere)', async () => {
    const demo = as(t.app, await login(t.app, ADMIN));
    const r = await demo.get('/api/v1/tokens/');
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('tier_required');
  });
});

describe('tokens: authenticating with a key', () => {
  it("acts as the creator narrowed to the token's regulations and sites", async () => {
    const { api } = await makeToken({ regulations: [ids.regs[1]], factories: [marseille] });
    const me = await api.get('/api/v1/user/me/');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: creator.row.id, factories: [marseille], regulations: [ids.regs[1]], companies: [ids.corpo] });
    const sites = await api.get('/api/v1/factories/?page_size=100');
    expect(sites.body.results.map((f: { id: number }) => f.id)).toEqual([marseille]);
    const elements = await api.get('/api/v1/elements/?page_size=100');
    expect(elements.status).toBe(200);
    const all = await creator.api.get('/api/v1/elements/?page_size=100');
    expect(all.body.results.length).toBeGreaterThan(elements.body.results.length);
    for (const e of elements.body.results) expect([e.factory, e.regulation]).toEqual([marseille, ids.regs[1]]);
    // A token manages no tokens (a leaked key cannot mint successors) and is no session.
    expect((await api.get('/api/v1/tokens/')).status).toBe(403);
    expect((await api.get('/api/v1/user/sessions/')).body.code).toBe('session_only');
  });

  it('never widens the creator: a site the creator loses is lost by the token at once', async () => {
    const { api } = await makeToken({ factories: [ids.lille, marseille] });
    await t.pool.query('DELETE FROM user_factories WHERE user_id = $1 AND factory_id = $2', [creator.row.id, marseille]);
    try {
      expect((await api.get('/api/v1/user/me/')).body.factories).toEqual([ids.lille]);
    } finally {
      await t.pool.query('INSERT INTO user_factories (user_id, factory_id) VALUES ($1, $2)', [creator.row.id, marseille]);
    }
  });

  it('loses a right withdrawn from its creator on the very next request', async () => {
    const { api } = await makeToken();
    expect((await api.get('/api/v1/elements/')).status).toBe(200);
    const { baseregulationmodel: _, ...fewer } = ALL_RIGHTS;
    await t.pool.query('UPDATE users SET rights = $2 WHERE id = $1', [creator.row.id, JSON.stringify(fewer)]);
    try {
      const r = await api.get('/api/v1/elements/');
      expect(r.status).toBe(403);
    } finally {
      await t.pool.query('UPDATE users SET rights = $2 WHERE id = $1', [creator.row.id, JSON.stringify(ALL_RIGHTS)]);
    }
  });

  it('is refused (401) on the next request once inactive, expired, revoked or its creator deactivated', async () => {
    const inactive = await makeToken();
    expect((await inactive.api.get('/api/v1/user/me/')).status).toBe(200);
    expect((await creator.api.patch(`/api/v1/tokens/${inactive.row.id}/`, { active: false })).status).toBe(200);
    expect((await inactive.api.get('/api/v1/user/me/')).status).toBe(401);

    const expired = await makeToken();
    expect((await expired.api.get('/api/v1/user/me/')).status).toBe(200);
    await t.pool.query(`UPDATE api_tokens SET expiration_date = current_date - 2 WHERE id = $1`, [expired.row.id]);
    expect((await expired.api.get('/api/v1/user/me/')).status).toBe(401);

    const revoked = await makeToken();
    expect((await revoked.api.get('/api/v1/user/me/')).status).toBe(200);
    expect((await creator.api.del(`/api/v1/tokens/${revoked.row.id}/`)).status).toBe(204);
    expect((await revoked.api.get('/api/v1/user/me/')).status).toBe(401);
    const log = await t.pool.query(`SELECT action FROM activity_log WHERE object_type = 'tokens' AND object_id = ANY($1::int[]) ORDER BY id`,
      [[inactive.row.id, revoked.row.id]]);
    expect(log.rows.map((x) => x.action)).toEqual(['create', 'update', 'create', 'delete']);

    // Last: deactivating the creator also signs them out (and switches their tokens off for good).
    const deactivated = await makeToken();
    expect((await deactivated.api.get('/api/v1/user/me/')).status).toBe(200);
    await t.pool.query('UPDATE users SET is_active = false WHERE id = $1', [creator.row.id]);
    try {
      expect((await deactivated.api.get('/api/v1/user/me/')).status).toBe(401);
    } finally {
      await t.pool.query('UPDATE users SET is_active = true WHERE id = $1', [creator.row.id]);
      creator.api = as(t.app, await login(t.app, creator.row.email));
    }
    expect((await deactivated.api.get('/api/v1/user/me/')).status).toBe(401);
  });

  it("runs the background work it starts with its own scope, not its creator's (an e-mailed export)", async () => {
    const { api } = await makeToken({ regulations: [ids.regs[1]], factories: [marseille] });
    const r = await api.get('/api/v1/factories/export/?format=csv&delivery=email');
    expect(r.status).toBe(202);
    let job: Record<string, unknown> = {};
    for (let i = 0; i < 100 && job.status !== 'done' && job.status !== 'failed'; i++) {
      if (i) await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await api.get(`/api/v1/jobs/${r.body.job.id}/`)).body;
    }
    expect(job.status).toBe('done');
    const file = await api.get(`/api/v1/exports/${r.body.job.id}/download/`);
    const lines = String(file.body).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([marseille]);
  });

  it('refuses a key whose secret part is wrong, even with a real prefix', async () => {
    const { row } = await makeToken();
    const wrong = `${row.key.slice(0, 16)}${'A'.repeat(43)}`;
    const r = await call(t.app, 'GET', '/api/v1/user/me/', { token: wrong });
    expect(r.status).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/user/me/', { token: row.key })).status).toBe(200);
  });
});

describe('tokens: rate limit', () => {
  it('answers 429 with Retry-After past the per-token limit, other tokens unaffected', async () => {
    const limited = await startApp({ TOKEN_RATE_LIMIT: '3' });
    try {
      const a = await makeToken();
      const b = await makeToken();
      for (let i = 0; i < 3; i++) expect((await call(limited.app, 'GET', '/api/v1/user/me/', { token: a.row.key })).status).toBe(200);
      const over = await call(limited.app, 'GET', '/api/v1/user/me/', { token: a.row.key, lang: 'en' });
      expect(over.status).toBe(429);
      expect(Number(over.res.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.body.detail).toMatch(/^Too many requests for this token/);
      expect((await call(limited.app, 'GET', '/api/v1/user/me/', { token: b.row.key })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
