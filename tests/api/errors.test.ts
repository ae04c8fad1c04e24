import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC } from '../../server/http/access';
import { ADMIN, as, call, login, startApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startApp({}, (app) => {
    app.get('/api/v1/test-boom/', { config: { access: PUBLIC } }, async () => { throw new Error('kaboom: secret detail'); });
  });
  token = await login(t.app, ADMIN);
});
afterAll(async () => { await t.close(); });

const raw = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Token ${token}`, 'content-type': contentType } });

describe('error shapes', () => {
  it('malformed JSON → 400 non_field_errors', async () => {
    const res = await raw('POST', '/api/v1/factories/', '{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Le corps de la requête est mal formé (JSON invalide).'] });
  });

  it('empty JSON body → 400, wrong content type → 400, too large → 400', async () => {
    const empty = await raw('POST', '/api/v1/factories/', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('non_field_errors');
    const text = await raw('POST', '/api/v1/factories/', 'name=x', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ non_field_errors: ['Type de contenu non pris en charge : text/plain.'] });
    const big = await raw('POST', '/api/v1/factories/', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ non_field_errors: ['La requête est trop volumineuse.'] });
  });

  it('a body that is not an object → 400 non_field_errors', async () => {
    const res = await raw('POST', '/api/v1/factories/', '[1, 2]');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Valeur invalide.'] });
  });

  it('wrong types, unknown and read-only fields, max length → per-field lists', async () => {
    const api = as(t.app, token);
    const r = await api.post('/api/v1/factories/', { name: 12, company: 'one', regulations: 'x', id: 4, colour: 'red' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      name: ['Une chaîne de caractères est attendue.'],
      company: ['Un nombre valide est requis.'],
      regulations: ['Une liste est attendue.'],
      id: ['Ce champ est en lecture seule.'],
      colour: ['Champ inconnu.'],
    });
    const long = await api.post('/api/v1/factories/', { name: 'x'.repeat(256), company: 1 }, 'en');
    expect(long.body).toEqual({ name: ['Ensure this field has no more than 255 characters.'] });
    const missing = await api.post('/api/v1/factories/', {}, 'en');
    // The company may be omitted: the caller's only one is taken (issue 28 §2).
    expect(missing.body).toEqual({ name: ['This field is required.'] });
    const blank = await api.post('/api/v1/factories/', { name: '   ', company: 1 });
    expect(blank.body).toEqual({ name: ['Ce champ ne peut être vide.'] });
    const nul = await api.post('/api/v1/factories/', { name: null, company: 1 });
    expect(nul.body).toEqual({ name: ['Ce champ ne peut être nul.'] });
  });

  it('unknown id or non-numeric id → 404 detail', async () => {
    const api = as(t.app, token);
    for (const url of ['/api/v1/factories/999999/', '/api/v1/factories/abc/', '/api/v1/factories/99999999999/', '/api/v1/buildings/0/']) {
      const r = await api.get(url);
      expect(r.status, url).toBe(404);
      expect(r.body).toEqual({ detail: 'Objet introuvable.' });
    }
    expect((await api.patch('/api/v1/factories/999999/', { name: 'x' })).status).toBe(404);
    expect((await api.del('/api/v1/factories/999999/')).status).toBe(404);
    expect((await api.get('/api/v1/factories/999999/', 'en')).body).toEqual({ detail: 'Not found.' });
  });

  it('unknown /api path → 404 JSON, whatever the method', async () => {
    for (const [method, url] of [['GET', '/api/v1/nothing-here/'], ['POST', '/api/v1/nothing/'], ['GET', '/api/other'], ['DELETE', '/api/v1/factories/']] as const) {
      const r = await call(t.app, method, url, { token });
      expect(r.status, url).toBe(404);
      expect(r.res.headers['content-type']).toMatch(/application\/json/);
      expect(r.body).toEqual({ detail: "Cette adresse de l'API n'existe pas." });
    }
    expect((await call(t.app, 'GET', '/api/v1/nothing/', { lang: 'en' })).body).toEqual({ detail: 'This API address does not exist.' });
  });

  it('no token, a malformed header or an unknown token → 401', async () => {
    const none = await call(t.app, 'GET', '/api/v1/factories/');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ detail: "Les informations d'authentification n'ont pas été fournies." });
    expect(none.res.headers['www-authenticate']).toBe('Token');
    const bad = await call(t.app, 'GET', '/api/v1/factories/', { headers: { authorization: 'Bearer abc' } });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ detail: 'Jeton invalide ou expiré.' });
    const unknown = await call(t.app, 'GET', '/api/v1/factories/', { token: 'x'.repeat(43), lang: 'en' });
    expect(unknown.body).toEqual({ detail: 'Invalid or expired token.' });
  });

  it('Accept-Language picks the best supported language, fr by default', async () => {
    const url = '/api/v1/factories/999999/';
    const cases: [string, string][] = [['en', 'Not found.'], ['de, en;q=0.5', 'Not found.'], ['en;q=0.3, fr;q=0.8', 'Objet introuvable.'], ['de', 'Objet introuvable.'], ['', 'Objet introuvable.']];
    for (const [lang, detail] of cases) {
      const r = await call(t.app, 'GET', url, { token, headers: lang ? { 'accept-language': lang } : {} });
      expect(r.body.detail, lang).toBe(detail);
    }
  });

  it('a bug → 500 { detail } without the stack or message', async () => {
    const r = await call(t.app, 'GET', '/api/v1/test-boom/', { token });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ detail: 'Désolé, une erreur inattendue est survenue.' });
    expect(r.res.body).not.toContain('kaboom');
  });

  it('bad list parameters → 400 naming the parameter; unknown ones refused too', async () => {
    const api = as(t.app, token);
    expect((await api.get('/api/v1/factories/?ordering=colour')).body).toEqual({ ordering: ['Tri invalide : colour.'] });
    expect((await api.get('/api/v1/factories/?cursor=garbage')).body).toEqual({ cursor: ['Curseur de pagination invalide.'] });
    expect((await api.get('/api/v1/factories/?page_size=0')).status).toBe(400);
    expect((await api.get('/api/v1/factories/?page_size=101')).body).toHaveProperty('page_size');
    expect((await api.get('/api/v1/factories/?company=abc')).body).toEqual({ company: ['Filtre invalide : company.'] });
    expect((await api.get(`/api/v1/factories/?search=${'a'.repeat(101)}`)).body).toEqual({ search: ['La recherche est limitée à 100 caractères.'] });
    expect((await api.get('/api/v1/buildings/?tab=nope')).body).toEqual({ tab: ["L'option n'est pas valide"] });
    // An unknown parameter is refused, naming it (issue 24 §9: a misspelt filter must never
    // widen a list, a count, an export or a bulk selection to every row).
    const unknown = await api.get('/api/v1/factories/?_sort=name&foo=bar');
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body)).toEqual(expect.arrayContaining(['_sort', 'foo']));
  });

  it('a cursor from another ordering is refused', async () => {
    const api = as(t.app, token);
    const first = await api.get('/api/v1/buildings/?page_size=1&ordering=name');
    const cursor = new URL(first.body.next, 'http://x').searchParams.get('cursor');
    const r = await api.get(`/api/v1/buildings/?page_size=1&ordering=-name&cursor=${cursor}`);
    expect(r.status).toBe(400);
    expect(r.body).toHaveProperty('cursor');
  });
});

describe('health, docs, console', () => {
  it('health needs no token', async () => {
    const r = await call(t.app, 'GET', '/api/v1/health/');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document and its page', async () => {
    const doc = await call(t.app, 'GET', '/api/docs/json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/v1/factories/', '/api/v1/buildings/{id}/', '/api/v1/login/']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('serves the console with an SPA fallback, and 404 JSON under /api', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    await fs.writeFile(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const s = await startApp({ DIST_DIR: dist });
    // The SPA fallback once stacked listeners on the response (sent from inside a failed send).
    const warnings: string[] = [];
    const onWarning = (w: Error) => { warnings.push(w.name); };
    process.on('warning', onWarning);
    try {
      for (let i = 0; i < 3; i++) expect((await s.app.inject({ method: 'GET', url: `/deep/${i}/path` })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
      const home = await s.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<title>console</title>');
      const deep = await s.app.inject({ method: 'GET', url: '/sites/12/show?tab=x' });
      expect(deep.statusCode).toBe(200);
      expect(deep.headers['content-type']).toMatch(/text\/html/);
      expect(deep.headers['cache-control']).toBe('no-cache');
      const asset = await s.app.inject({ method: 'GET', url: '/assets/app-123.js' });
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await s.app.inject({ method: 'GET', url: '/api/v1/unknown/' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ detail: "Cette adresse de l'API n'existe pas." });
      expect(home.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      process.off('warning', onWarning);
      await s.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});

describe('an action the API does not know (spec §8)', () => {
  it('answers "action not found, contact support", translated', async () => {
    const admin = as(t.app, token);
    const r = await admin.post('/api/v1/elements/bulk/', { action: 'archive', ids: [1] });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ action: ['Action introuvable : contactez le support.'] });
    expect((await admin.post('/api/v1/elements/bulk/', { action: 'archive', ids: [1] }, 'en')).body).toEqual({ action: ['Action not found: contact support.'] });
    // Another field's unknown choice keeps its own message.
    expect((await admin.get('/api/v1/elements/?conformity=nope')).status).toBe(400);
  });
});
