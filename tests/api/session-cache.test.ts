// The session cache across instances (issue 32 §2): two apps on one database, A and B, each with its
// own cache. A session B has seen costs B no query; a write on A (logout, deactivation, a right
// withdrawn, a token turned off) reaches B through NOTIFY and applies on B's next request; with
// B's LISTEN connection killed, B bypasses its cache (still correct) until it listens again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContextCache } from '../../server/auth/context-cache';
import { ALL_RIGHTS } from '../../server/auth/rights';
import { ADMIN, as, CORPO, login, startApp, unique, type TestApp } from './helpers';
import { until } from './real-server';
import { demoIds, signInAsNew, type Api, type DemoIds } from './users-helpers';

let a: TestApp;
let b: TestApp;
let adminA: Api;
let ids: DemoIds;
const cacheOf = (t: TestApp) => t.app.contextCache as ContextCache;

beforeAll(async () => {
  a = await startApp({ SESSION_CACHE: '1' });
  b = await startApp({ SESSION_CACHE: '1' });
  adminA = as(a.app, await login(a.app, ADMIN));
  ids = await demoIds(a.pool);
});
afterAll(async () => { await a?.close(); await b?.close(); });

/** Resolves when B has applied the notification `payload` (set up before the write). */
function notified(payload: string): Promise<void> {
  const cache = cacheOf(b);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no notification ${payload} on B`)), 10_000);
    const on = (p: string) => {
      if (p !== payload && p !== '*') return;
      clearTimeout(timer);
      cache.off('invalidated', on);
      resolve();
    };
    cache.on('invalidated', on);
  });
}

/** A new user of the demo company who may view users (signed in on A), and its e-mail. */
async function newUser() {
  const { row } = await signInAsNew(a, adminA, {
    factories: [ids.lyon], regulations: [ids.regs[0]], rights: { dashboard: ['view'], user: ['view'] },
  });
  return { id: row.id as number, email: row.email as string };
}

/**
 * B has the token's context cached: a call of `url` is a hit, not a query (within a few calls: a
 * load that overlaps the notification of an earlier write, e.g. the user's creation, is not stored).
 */
async function cachedOnB(api: Api, url = '/api/v1/user/me/') {
  for (let i = 0; i < 10; i++) {
    const hits = cacheOf(b).stats.hits;
    expect((await api.get(url)).status).toBe(200);
    if (cacheOf(b).stats.hits === hits + 1) return;
  }
  throw new Error(`${url}: never served from B's cache`);
}

describe('session cache across two instances', () => {
  it('logout on A: refused on B', async () => {
    const u = await newUser();
    const token = await login(a.app, u.email);
    const bApi = as(b.app, token);
    await cachedOnB(bApi);
    const sent = notified(`u:${u.id}`);
    expect((await as(a.app, token).post('/api/v1/logout/')).status).toBeLessThan(300);
    await sent;
    expect((await bApi.get('/api/v1/user/me/')).status).toBe(401);
  });

  it('deactivation on A: refused on B; a right withdrawn on A: 403 on B', async () => {
    const u = await newUser();
    const bApi = as(b.app, await login(a.app, u.email));
    await cachedOnB(bApi, '/api/v1/users/?page_size=1');
    let sent = notified(`u:${u.id}`);
    expect((await adminA.patch(`/api/v1/users/${u.id}/`, { rights: { dashboard: ['view'] } })).status).toBe(200);
    await sent;
    expect((await bApi.get('/api/v1/users/?page_size=1')).status).toBe(403);
    expect((await bApi.get('/api/v1/user/me/')).status).toBe(200);
    sent = notified(`u:${u.id}`);
    expect((await adminA.patch(`/api/v1/users/${u.id}/`, { is_active: false })).status).toBe(200);
    await sent;
    const r = await bApi.get('/api/v1/user/me/', 'en');
    expect(r.status).toBe(401);
    expect(r.body.detail).toMatch(/token/i);
  });

  it('a private-application token turned off on A: refused on B', async () => {
    const corpo = as(a.app, await login(a.app, CORPO));
    const creator = await signInAsNew(a, corpo, { company: ids.corpo, factories: [ids.lille], regulations: ids.regs });
    await a.pool.query('UPDATE users SET rights = $2 WHERE id = $1', [creator.row.id, JSON.stringify(ALL_RIGHTS)]);
    const made = await creator.api.post('/api/v1/tokens/', { name: unique('Jeton'), regulations: [ids.regs[0]], factories: [ids.lille] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const key = made.body.key as string;
    const onBKey = as(b.app, key);
    await cachedOnB(onBKey);
    const sent = notified(`t:${made.body.id}`);
    expect((await creator.api.patch(`/api/v1/tokens/${made.body.id}/`, { active: false })).status).toBe(200);
    await sent;
    expect((await onBKey.get('/api/v1/user/me/')).status).toBe(401);
  });

  it("B's listener killed: its cache is emptied and bypassed (still correct), then used again once back", async () => {
    const u = await newUser();
    const bApi = as(b.app, await login(a.app, u.email));
    await cachedOnB(bApi, '/api/v1/users/?page_size=1');
    const cache = cacheOf(b);
    cache.retryMs = 3_000; // long enough to observe the bypass
    const killed = await a.pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [cache.appName]);
    expect(killed.rowCount).toBe(1);
    await until('B stops using its cache', async () => cache.active, (v) => !v, 5_000);
    expect(cache.size).toBe(0);
    // The change B cannot hear about: made straight in the database while B is not listening.
    await a.pool.query('UPDATE users SET rights = $2 WHERE id = $1', [u.id, JSON.stringify({ dashboard: ['view'] })]);
    const hits = cache.stats.hits;
    expect((await bApi.get('/api/v1/users/?page_size=1')).status).toBe(403);
    expect((await bApi.get('/api/v1/user/me/')).status).toBe(200);
    expect(cache.stats.hits).toBe(hits);
    expect(cache.active).toBe(false);
    await until('B listens again', async () => cache.active, Boolean, 15_000);
    cache.retryMs = 250;
    await cachedOnB(bApi);
    expect((await bApi.get('/api/v1/users/?page_size=1')).status).toBe(403);
  });
});
