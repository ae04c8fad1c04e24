// Issue 10's "server errors where a 400 belongs": each finding reproduced, answered as a
// translated 400 naming the field, and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, call, login, startApp, unique, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  t = await startApp();
  token = await login(t.app, ADMIN);
  admin = as(t.app, token);
});
afterAll(async () => { await t.close(); });

const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
const countSites = async (name: string) => Number((await t.pool.query('SELECT count(*) FROM factories WHERE name LIKE $1', [`${name}%`])).rows[0].count);

describe('text Postgres cannot store', () => {
  it('a NUL byte in a body field → 400 on that field, nothing written', async () => {
    const name = unique('Nul');
    const r = await admin.post('/api/v1/factories/', { name: `${name}\u0000b`, company: 1 });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ name: ["Ce texte contient un caractère nul (\\u0000), qui n'est pas autorisé."] });
    expect(await countSites(name)).toBe(0);
    const en = await admin.post('/api/v1/factories/', { name: 'a\u0000', company: 1 }, 'en');
    expect(en.body).toEqual({ name: ['This text contains a null character (\\u0000), which is not allowed.'] });
  });

  it('a NUL byte in search, a string filter or a nested key → 400 naming it', async () => {
    expect((await admin.get('/api/v1/factories/?search=%00')).body)
      .toEqual({ search: ["Ce texte contient un caractère nul (\\u0000), qui n'est pas autorisé."] });
    expect((await admin.get('/api/v1/custom-attributes/?type=a%00')).status).toBe(400);
    const bulk = await admin.post('/api/v1/factories/bulk/', { action: 'delete', all: true, filter: { search: 'x\u0000' } });
    expect(bulk.status).toBe(400);
    expect(bulk.body).toHaveProperty(['filter.search']);
  });

  it('a lone surrogate → 400 invalid characters; a real pair is fine', async () => {
    const name = unique('Surrogate');
    const r = await call(t.app, 'POST', '/api/v1/factories/', {
      token, body: `{"name":"${name}\\ud800","company":1}`, headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ name: ['Ce texte contient des caractères invalides (Unicode mal formé).'] });
    expect(await countSites(name)).toBe(0);
    const ok = await admin.post('/api/v1/factories/', { name: `${name} 😀`, company: 1 });
    expect(ok.status).toBe(201);
  });
});

describe('cursors, dates, nulls', () => {
  it('a crafted cursor whose value does not fit the column → 400 cursor', async () => {
    for (const [ordering, value] of [['id', 'not-a-value'], ['created_at', '2026-02-30 10:00:00+00'], ['-id', '1e999']]) {
      const cursor = cursorOf([ordering, value, 1, 'n']);
      const r = await admin.get(`/api/v1/factories/?ordering=${ordering}&cursor=${cursor}`);
      expect(r.status, `${ordering} ${value}`).toBe(400);
      expect(r.body).toEqual({ cursor: ['Curseur de pagination invalide.'] });
    }
    const wideId = cursorOf(['name', 'A', 2 ** 40, 'n']);
    expect((await admin.get(`/api/v1/factories/?ordering=name&cursor=${wideId}`)).status).toBe(400);
    const fine = cursorOf(['id', '3', 3, 'n']);
    expect((await admin.get(`/api/v1/factories/?ordering=id&cursor=${fine}`)).status).toBe(200);
  });

  it('impossible dates in date filters → 400 naming the filter', async () => {
    for (const date of ['2026-02-30', '0000-01-01', '1899-12-31']) {
      const r = await admin.get(`/api/v1/activity-log/?created_after=${date}`);
      expect(r.status, date).toBe(400);
      expect(r.body).toEqual({ created_after: ['Filtre invalide : created_after.'] });
    }
    expect((await admin.get('/api/v1/activity-log/?created_before=2024-02-29')).status).toBe(200);
  });

  it('null on a NOT NULL column → 400 on that field, the row unchanged', async () => {
    const me = (await admin.get('/api/v1/users/?search=admin%40demo.fr')).body.results[0];
    const r = await admin.patch(`/api/v1/users/${me.id}/`, { first_name: null });
    expect(r.status).toBe(400);
    expect(r.body).toHaveProperty('first_name');
    expect((await admin.get(`/api/v1/users/${me.id}/`)).body.first_name).toBe(me.first_name);
  });
});

describe('framework answers, limits, internal columns', () => {
  it('GET /% → the app\'s JSON 400 with the security headers', async () => {
    for (const url of ['/%', '/api/v1/factories/%/']) {
      const r = await call(t.app, 'GET', url, { lang: 'en' });
      expect(r.status, url).toBe(400);
      expect(r.body).toEqual({ non_field_errors: ['The requested address is malformed.'] });
      expect(r.res.headers['x-content-type-options']).toBe('nosniff');
      expect(r.res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('custom attribute choices are limited in count and length', async () => {
    const body = { name: unique('Choix'), company: 1, type: 'list' };
    const many = await admin.post('/api/v1/custom-attributes/', { ...body, choices: Array.from({ length: 201 }, (_, i) => `c${i}`).join('\n') });
    expect(many.status).toBe(400);
    expect(many.body).toEqual({ choices: ['Au plus 200 choix, de 255 caractères chacun au plus.'] });
    expect((await admin.post('/api/v1/custom-attributes/', { ...body, choices: 'x'.repeat(256) })).status).toBe(400);
    expect((await admin.post('/api/v1/custom-attributes/', { ...body, choices: 'x'.repeat(900_000) })).status).toBe(400);
    expect((await admin.post('/api/v1/custom-attributes/', { ...body, choices: 'A\nB' })).status).toBe(201);
  });

  it('list rows carry no keyset internals (__ord, __id)', async () => {
    for (const name of ['elements', 'groups', 'custom-attributes', 'factories', 'users']) {
      const r = await admin.get(`/api/v1/${name}/?page_size=5`);
      expect(r.status, name).toBe(200);
      for (const row of r.body.results) expect(Object.keys(row).filter((k) => k.startsWith('__')), name).toEqual([]);
    }
  });
});
