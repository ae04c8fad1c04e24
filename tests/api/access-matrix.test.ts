// The access matrix: every route of the app × method, read from the routes' own declarations
// (server/http/access.ts), against real answers. Expectations come from the declarations and the
// resources' metadata (area, tier), scope expectations from an independent SQL view of who owns
// each row (access/rows.ts). A route without a declaration stops the app (first tests).
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIERS, type Tier } from '../../resources/types';
import { companiesWithTier, ctxOf, requireTier } from '../../server/auth/guard';
import { tierIncludes } from '../../server/auth/rights';
import { rights } from '../../server/http/access';
import { registerAccess } from '../../server/http/access-hook';
import { t as translate } from '../../server/http/i18n';
import { oneOf, passes, status, matrix, type Matrix } from './access/cases';
import { OWNER_FIXTURES } from './access/owners';
import { declaredTable, routeTable } from './access/table';
import { fill, label, matrixRoutes, type MatrixRoute } from './access/routes';
import { allBut, ALL, loadWorld, only, removeTestRows, type World } from './access/world';
import { requiredOf } from './access/probes';
import { ScopeProbe } from './access/scope';
import { logRowsOf, runBuildingWriters, writerFiles, writerScope } from './access/activity';
import { call, startApp, type TestApp } from './helpers';

let t: TestApp;
let w: World;
let routes: MatrixRoute[];
let m: Matrix;
let scope: ScopeProbe;
const MISSING_ID = 2_147_480_000;
const kinds = (...k: string[]) => () => routes.filter((r) => k.includes(r.access.kind));

beforeAll(async () => {
  t = await startApp({ EXPORT_EMAIL_THRESHOLD: '1000000' }, (app) => {
    // No engine resource is tier-gated yet: two test routes are, so the tier rules run for real.
    for (const tier of ['pro', 'corpo'] as const) {
      app.get(`/api/v1/test-tier/${tier}/`, { config: { access: rights('token', 'view', tier) } }, async (req, reply) => {
        // Reached only with the plan: the declaration refused the others (a 500 here shows a leak).
        try {
          requireTier(ctxOf(req), tier);
        } catch {
          return reply.code(500).send({ detail: 'reached without the plan' });
        }
        return { companies: companiesWithTier(ctxOf(req), tier) };
      });
    }
  });
  w = await loadWorld(t.pool);
  routes = matrixRoutes(t.app);
  m = matrix(t.app);
  scope = new ScopeProbe(t, w, () => routes);
  await scope.seedRows();
}, 60_000);
afterAll(async () => {
  if (t) await removeTestRows(t.pool);
  await t?.close();
});

/** Thousands of requests each: a guard against a hang, sized for a loaded 2-core machine (not a speed target). */
const HEAVY = 180_000;

describe('declarations', () => {
  it('every route under /api/v1 is declared (the router and the declarations agree)', () => {
    const table = routeTable(t.app);
    expect(table.length).toBeGreaterThan(40);
    expect(table).toEqual(declaredTable(t.app));
  });

  it('a route without a declaration, or with a malformed one, stops the app at start', async () => {
    const app = Fastify();
    registerAccess(app, t.pool);
    expect(() => app.get('/api/v1/naked/', async () => 'x')).toThrow('GET /api/v1/naked/: no access declaration');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const bad = { access: { kind: 'rights', area: 'sites', action: 'view' } } as any;
    const plugin = async () => { await app.register(async (p) => { p.post('/api/v1/bad/', { config: bad }, async () => 'x'); }); };
    await expect(plugin()).rejects.toThrow('POST /api/v1/bad/: unknown rights area sites');
    const outside = Fastify();
    registerAccess(outside, t.pool);
    outside.get('/elsewhere/', async () => 'x'); // only /api/v1 is the API
    await outside.ready();
    await outside.close();
  });

  it('engine routes declare their resource\'s area and tier, and the action docs/API.md gives them', () => {
    const action = (r: MatrixRoute) => (r.kind === 'bulk' ? 'bulk' : r.kind === 'create' ? 'create'
      : r.method === 'PATCH' || r.method === 'PUT' ? 'edit' : r.method === 'DELETE' ? 'delete' : 'view');
    for (const r of routes.filter((x) => x.res && x.kind !== 'custom')) {
      expect(r.access, label(r)).toMatchObject({ kind: 'rights', area: r.res!.area, action: action(r) });
      expect(r.access.kind === 'rights' && r.access.tier, label(r)).toBe(r.res!.tier ?? undefined);
    }
  });
});

describe('authentication', () => {
  it('no token or a bad token: 401 everywhere but public routes', async () => {
    for (const r of routes) {
      const url = fill(r, 1);
      if (r.access.kind === 'public') {
        await m.run(r, 'public, no token', 'none', passes, { url, body: {} });
        await m.run(r, 'public, a bad token is ignored', 'bad-token', passes, { url, body: {} });
        continue;
      }
      await m.run(r, 'no token', 'none', status(401, "Les informations d'authentification n'ont pas été fournies."), { url, body: {} });
      await m.run(r, 'bad token', 'bad-token', status(401, 'Invalid or expired token.'), { url, body: {}, lang: 'en' });
      // The HEAD route Fastify adds beside each GET carries the same declaration.
      if (r.method === 'GET') await m.run({ ...r, method: 'HEAD' as never }, 'HEAD, no token', 'none', status(401), { url });
    }
    expect(m.drain()).toEqual([]);
  });
});

describe('rights', () => {
  const rightsRoutes = kinds('rights');

  it('with exactly the needed rights a call passes; without one, 403 naming it', async () => {
    for (const r of rightsRoutes()) {
      if (r.access.kind !== 'rights') continue;
      const { area } = r.access;
      const home = w.home(r.access.tier).id;
      for (const probe of await scope.probes(r)) {
        const needed = requiredOf(r.access, probe.body);
        // Deletes hit a clone made just now: a user made before it would not have its new site in scope.
        const spec = { companies: [home], rights: only(area, needed) };
        const exact = r.method === 'DELETE' ? await w.fresh(spec) : await w.user(spec);
        await m.run(r, `only ${needed.join('+')}`, exact, probe.want, { url: probe.url, body: probe.body });
        for (const action of needed) {
          const lacking = await w.user({ companies: [home], rights: allBut(area, action) });
          const fr = `Permissions manquantes : ${area}.${action}.`;
          await m.run(r, `all but ${action}`, lacking, status(403, fr), { url: probe.url, body: probe.body });
          const en = `Missing permissions: ${area}.${action}.`;
          await m.run(r, `all but ${action} (en)`, lacking, status(403, en), { url: probe.url, body: probe.body, lang: 'en' });
        }
      }
    }
    expect(m.drain()).toEqual([]);
  }, HEAVY);

  it('tiers: a plan below the declared tier is a 403 tier_required; the metadata tier decides', async () => {
    for (const r of rightsRoutes()) {
      if (r.access.kind !== 'rights') continue;
      const { tier } = r.access;
      for (const plan of TIERS) {
        const user = await w.user({ companies: [w.company(plan).id], rights: ALL });
        const want = tierIncludes(plan, tier) ? passes : status(403, translate('fr', 'api.errors.tier_required', { tier: tier ?? '' }));
        await m.run(r, `plan ${plan}`, user, want, { url: fill(r, MISSING_ID), body: {} });
      }
    }
    expect(m.drain()).toEqual([]);
  }, HEAVY);

  it('a user of several companies reaches only the companies on the plan', async () => {
    const mixed = await w.user({ companies: TIERS.map((p) => w.company(p).id), rights: ALL });
    for (const tier of ['pro', 'corpo'] as Tier[]) {
      const r = routes.find((x) => x.url === `/api/v1/test-tier/${tier}/`)!;
      const res = await m.run(r, 'several plans', mixed, status(200));
      const expected = TIERS.filter((p) => tierIncludes(p, tier)).map((p) => w.company(p).id).sort((a, b) => a - b);
      expect(res.body.companies).toEqual(expected);
    }
    expect(m.drain()).toEqual([]);
  });
});

describe('roles and ownership', () => {
  it('authenticated routes: any user, even without rights', async () => {
    for (const r of kinds('authenticated')()) {
      // A fresh user each time: some of these calls end the session (logout) or change the user.
      const nobody = await w.fresh({ companies: [w.company('pro').id], rights: {} });
      await m.run(r, 'no rights', nobody, passes, { url: fill(r, 1), body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
    }
    expect(m.drain()).toEqual([]);
  });

  it('support routes: the support role only, whatever the rights', async () => {
    for (const r of kinds('support')()) {
      const support = await w.user({ companies: [w.company('pro').id], rights: ALL, role: 'support' });
      const admin = await w.user({ companies: [w.company('pro').id], rights: ALL, role: 'admin' });
      await m.run(r, 'support', support, passes, { url: fill(r, 1), body: {} });
      await m.run(r, 'admin', admin, status(403, 'Action réservée au support.'), { url: fill(r, 1), body: {} });
    }
    expect(m.drain()).toEqual([]);
  });

  it('owner routes: the object\'s circle reaches it, anyone else gets 404', async () => {
    for (const r of kinds('owner')()) {
      const fixture = OWNER_FIXTURES[label(r)];
      expect(fixture, `add an owner fixture for ${label(r)} in tests/api/access/owners.ts`).toBeDefined();
      const c = await fixture(t, w);
      // Outsiders first: a DELETE by an insider would make their 404 say nothing.
      for (const u of c.outsiders) await m.run(r, `outsider ${u.id}`, u, status(404), { url: c.url, body: c.body });
      for (const u of c.insiders) {
        await m.run(r, `insider ${u.id}`, u, r.method === 'DELETE' ? oneOf(200, 204) : status(c.insiderStatus ?? 200), { url: c.url, body: c.body });
      }
    }
    expect(m.drain()).toEqual([]);
  });
});

describe('scope', () => {
  it('an item of another site or another company: 404 on every item route, never 403', async () => {
    for (const r of routes.filter((x) => x.res && x.url.includes(':id') && x.access.kind === 'rights')) await scope.items(m, r);
    expect(m.drain()).toEqual([]);
  }, HEAVY);

  it('lists, counts and exports hold exactly the rows in scope', async () => {
    for (const r of routes.filter((x) => x.kind === 'list')) await scope.lists(m, r);
    expect(m.drain()).toEqual([]);
  });

  it('writes and bulk selections cannot reach rows out of scope', async () => {
    for (const r of routes.filter((x) => x.kind === 'create' || x.kind === 'bulk')) await scope.writes(m, r);
    expect(m.drain()).toEqual([]);
  });
});

describe('building-level scope of the activity log and the sites', () => {
  it('every file writing activity rows declares how its rows are scoped', () => {
    const server = path.join(__dirname, '../../server');
    const files = writerFiles(server);
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => !writerScope(f)).map((f) => path.relative(server, f))).toEqual([]);
  });

  it('a user narrowed to one building reads no log row of a change outside it, from any writer', async () => {
    const w2 = await runBuildingWriters(t, scope);
    for (const id of w2.outside) {
      expect((await logRowsOf(t, w2.full, id)).length, `element ${id} logged`).toBeGreaterThan(0);
      expect(await logRowsOf(t, w2.narrowed, id), `element ${id} outside the building`).toEqual([]);
    }
    // Its own building's history stays readable (the link names the other element: a reference).
    const own = await logRowsOf(t, w2.narrowed, w2.inside);
    expect(own.map((r) => r.action).sort()).toEqual(['create', 'update']);
    // The independent ownership (access/rows.ts) agrees: every element row carries its building.
    const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM activity_log
      WHERE object_type = 'elements' AND object_id = ANY($1) AND building_id IS NULL`, [[...w2.outside, w2.inside]]);
    expect(rows[0].n).toBe(0);
    // A row written before writers stored the building (none now): hidden from the narrowed user.
    const site = w2.narrowed.factories[0];
    await t.pool.query(`INSERT INTO activity_log (company_id, factory_id, action, object_type, object_id, object_label)
      VALUES ($1, $2, 'update', 'elements', $3, 'Matrice ancienne ligne')`, [w2.narrowed.companies[0], site, w2.outside[0]]);
    expect(await logRowsOf(t, w2.narrowed, w2.outside[0])).toEqual([]);
    expect((await logRowsOf(t, w2.full, w2.outside[0])).some((r) => r.action === 'update')).toBe(true);
  });

  it('a site seen through one building shows that building only (detail, list, export)', async () => {
    const narrowed = await scope.restricted();
    const site = narrowed.factories[0];
    const { rows } = await t.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM buildings WHERE factory_id = $1 AND NOT is_ghost', [site]);
    expect(rows[0].n, 'the site has other buildings').toBeGreaterThan(1);
    const api = (url: string) => call(t.app, 'GET', url, { token: narrowed.token });
    const detail = await api(`/api/v1/factories/${site}/`);
    expect(detail.body.buildings.map((b: { id: number }) => b.id)).toEqual(narrowed.buildings);
    expect(detail.body.building_count).toBe(1);
    const list = await api('/api/v1/factories/?ordering=-building_count');
    expect(list.body.results.find((f: { id: number }) => f.id === site)).toMatchObject({ building_count: 1 });
    const csv = String((await api('/api/v1/factories/export/?format=csv')).body).replace(/^\uFEFF/, '').split('\r\n');
    // Cells may be quoted (names with commas): split on commas outside quotes.
    const cells = (l: string) => l.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const header = cells(csv[0]);
    const line = cells(csv.find((l) => cells(l)[0] === String(site))!);
    expect(line[header.indexOf('Nombre de bâtiments')]).toBe('1');
  });
});

it('covers every route', () => {
  const uncovered = routes.map(label).filter((l) => (m.perRoute.get(l) ?? 0) < 2);
  expect(uncovered).toEqual([]);
  console.info(`access matrix: ${routes.length} routes, ${m.total()} cases`);
  if (process.env.MATRIX_DEBUG) console.info([...m.perRoute].map(([k, v]) => `${v}\t${k}`).join('\n'));
});
