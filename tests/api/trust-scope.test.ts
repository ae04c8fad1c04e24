// "Compliance facts you can trust": documents within the reader's and the technician's scope, the
// start plan as sold (no extra building, the element limit), and destructive actions made safe
// (unknown filters, non-canonical ids, a site's delete confirmed with counts, a deleted site's
// history, the express cycle's plan).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '../../server/areas/consumption/plans';
import { ADMIN, as, call, LECTEUR, login, startApp, unique, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let reader: ReturnType<typeof as>;
let tech: ReturnType<typeof as>;
let company: number;
const site: Record<string, number> = {};
const q = async <T = Record<string, number>>(text: string, params: unknown[] = []) => (await t.pool.query(text, params)).rows as T[];

beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  reader = as(t.app, await login(t.app, LECTEUR));
  tech = as(t.app, await login(t.app, 'technicien@demo.fr'));
  [{ company }] = await q<{ company: number }>(`SELECT uc.company_id AS company FROM users u JOIN user_companies uc ON uc.user_id = u.id WHERE u.email = $1`, [ADMIN]);
  for (const r of await q<{ id: number; name: string }>('SELECT id, name FROM factories WHERE company_id = $1', [company])) site[r.name] = r.id;
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('documents in scope', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const element = async (factory: number, building?: string) => (await q<{ id: number }>(`SELECT e.id FROM elements e JOIN buildings b ON b.id = e.building_id
      WHERE e.factory_id = $1 AND ($2::text IS NULL OR b.name = $2) ORDER BY e.id LIMIT 1`, [factory, building ?? null]))[0].id;
    const make = async (name: string, links: Record<string, unknown>) => {
      const r = await admin.post('/api/v1/documents/', { company, name: unique(name), ...links });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      await t.pool.query(`UPDATE documents SET blob_key = 'demo/none', content_type = 'text/plain' WHERE id = $1`, [r.body.id]);
      return r.body.id as number;
    };
    const [{ name: otherBuilding }] = await q<{ name: string }>(`SELECT name FROM buildings WHERE factory_id = $1 AND NOT is_ghost AND name <> 'Atelier A' ORDER BY id LIMIT 1`, [site['Usine de Lyon']]);
    ids.nantesElement = await make('Portée Nantes', { elements: [await element(site['Usine de Nantes'])] });
    ids.nowhere = await make('Portée entreprise', {});
    ids.lyonA = await make('Portée Lyon A', { elements: [await element(site['Usine de Lyon'], 'Atelier A')] });
    ids.lyonOther = await make('Portée Lyon autre', { elements: [await element(site['Usine de Lyon'], otherBuilding)] });
    ids.lyonSite = await make('Portée Lyon site', { factories: [site['Usine de Lyon']] });
    // Filed nowhere by hand (as documents were before): the link alone decides.
    await t.pool.query(`DELETE FROM document_factories WHERE document_id = ANY($1)`, [[ids.nantesElement, ids.lyonA, ids.lyonOther]]);
    await t.pool.query(`DELETE FROM document_buildings WHERE document_id = ANY($1)`, [[ids.nantesElement, ids.lyonA, ids.lyonOther]]);
  });

  const visible = async (who: ReturnType<typeof as>) => {
    const out = new Set<number>();
    for (const id of Object.values(ids)) if ((await who.get(`/api/v1/documents/${id}/`)).status === 200) out.add(id);
    const listed = (await who.get('/api/v1/documents/?page_size=100&search=Portée')).body.results.map((r: { id: number }) => r.id);
    return { detail: [...out].sort(), listed: listed.filter((id: number) => Object.values(ids).includes(id)).sort() };
  };

  it('the reader of Lyon: the documents of Lyon only (an element of Nantes, or no site at all: not theirs)', async () => {
    const want = [ids.lyonA, ids.lyonOther, ids.lyonSite].sort();
    expect(await visible(reader)).toEqual({ detail: want, listed: want });
    for (const id of [ids.nantesElement, ids.nowhere]) {
      expect((await reader.get(`/api/v1/documents/${id}/download/`)).status).toBe(404);
      expect((await reader.get(`/api/v1/comments/?object_type=document&object_id=${id}`)).status).toBe(404);
    }
    const count = (await reader.get('/api/v1/documents/count/?search=Portée')).body.count;
    expect(count).toBe(3);
  });

  it('the technician (Lyon through Atelier A): the document of an element of Atelier A and the site-wide one', async () => {
    const want = [ids.lyonA, ids.lyonSite].sort();
    expect(await visible(tech)).toEqual({ detail: want, listed: want });
    expect((await tech.get(`/api/v1/documents/${ids.lyonOther}/download/`)).status).toBe(404);
  });

  it('the demo documents are filed on a site: its reader finds the register and the unlinked ones too', async () => {
    const names = (await reader.get('/api/v1/documents/?page_size=100')).body.results.map((r: { name: string }) => r.name);
    for (const name of ['Registre de sécurité incendie.pdf', 'Déclaration CE de conformité compresseur.pdf', 'Carnet de maintenance compresseur']) {
      expect(names, name).toContain(name);
    }
  });

  it('a user with every site sees them all; a document created from an element inherits its site', async () => {
    const all = Object.values(ids).sort();
    expect(await visible(admin)).toEqual({ detail: all, listed: all });
    const element = (await q<{ id: number; factory_id: number }>(`SELECT id, factory_id FROM elements WHERE factory_id = $1 LIMIT 1`, [site['Usine de Nantes']]))[0];
    const r = await admin.post('/api/v1/documents/', { company, name: unique('Hérité'), elements: [element.id] });
    expect(r.body.factories).toEqual([element.factory_id]);
  });
});

describe('the start plan as sold', () => {
  let start: ReturnType<typeof as>;
  let startSite: number;
  beforeAll(async () => {
    start = as(t.app, await login(t.app, 'admin@start.fr'));
    [{ id: startSite }] = await q<{ id: number }>(`SELECT f.id FROM factories f JOIN companies c ON c.id = f.company_id WHERE c.tier = 'start' ORDER BY f.id LIMIT 1`);
  });

  it('no building besides the site\'s own: 403 tier_required, nothing created', async () => {
    const r = await start.post('/api/v1/buildings/', { name: unique('Bâtiment'), factory: startSite });
    expect(r.status).toBe(403);
    expect(r.body.detail).toMatch(/offre pro requise/);
    // What the console reacts to with its upgrade offer.
    expect(r.body).toMatchObject({ code: 'tier_required', tier: 'pro' });
  });

  it('past the element limit: 403 tier_required', async () => {
    const [{ company: startCompany }] = await q<{ company: number }>('SELECT company_id AS company FROM factories WHERE id = $1', [startSite]);
    const [base] = await q<{ building_id: number; regulation_id: number; element_type_id: number; n: number }>(`SELECT e.building_id, e.regulation_id, e.element_type_id,
      (SELECT count(*)::int FROM elements x WHERE x.company_id = $1) AS n FROM elements e WHERE e.factory_id = $2 LIMIT 1`, [startCompany, startSite]);
    const limit = PLAN_LIMITS.start.elements!;
    // Fill up to the limit by SQL (the seed has a few), then one more through the API.
    await t.pool.query(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation)
      SELECT $1, $2, $3, $4, $5, 'Remplissage ' || g FROM generate_series(1, $6::int) g`,
    [startCompany, startSite, base.building_id, base.regulation_id, base.element_type_id, limit - base.n]);
    try {
      const body = { factory: startSite, building: base.building_id, regulation: base.regulation_id, element_type: base.element_type_id, designation: unique('De trop') };
      const r = await start.post('/api/v1/elements/', body);
      expect(r.status, JSON.stringify(r.body)).toBe(403);
      expect(r.body.detail).toMatch(/offre pro requise/);
      expect(r.body).toMatchObject({ code: 'tier_required', tier: 'pro' });
    } finally {
      await t.pool.query(`DELETE FROM elements WHERE company_id = $1 AND designation LIKE 'Remplissage %'`, [startCompany]);
    }
  });

  it('the express reports\' dashboard cycle is a pro route: 403 tier_required', async () => {
    const r = await start.get('/api/v1/dashboard/main/control_cycle_express_repport/');
    expect(r.status).toBe(403);
    expect(r.body.detail).toMatch(/offre pro requise/);
    expect((await start.get('/api/v1/dashboard/main/control_cycle_task/')).status).toBe(200);
    expect((await admin.get('/api/v1/dashboard/main/control_cycle_express_repport/')).status).toBe(200);
  });
});

describe('destructive actions are safe', () => {
  it('an unknown parameter is a 400 naming it on lists, counts, exports and bulk selections; nothing deleted', async () => {
    for (const url of ['/api/v1/elements/?factroy=1', '/api/v1/elements/count/?factroy=1', '/api/v1/elements/export/?format=csv&factroy=1']) {
      const r = await admin.get(url);
      expect(r.status, url).toBe(400);
      expect(r.body.factroy[0], url).toMatch(/^Filtre inconnu : factroy\./);
    }
    const en = await admin.get('/api/v1/documents/?stauts=online', 'en');
    expect(en.body.stauts[0]).toMatch(/^Unknown filter: stauts\./);
    const before = (await admin.get('/api/v1/tags/count/')).body.count;
    const bulk = await admin.post('/api/v1/tags/bulk/', { action: 'delete', all: true, confirm: true, filter: { nmae: 'x' } });
    expect(bulk.status).toBe(400);
    expect((await admin.get('/api/v1/tags/count/')).body.count).toBe(before);
    // What the console sends stays accepted.
    expect((await admin.get('/api/v1/elements/?tab=all&page=2&open_sheet=3&ordering=designation&page_size=5')).status).toBe(200);
  });

  it('ids are canonical: leading zeros, signs or spaces are a 404, DELETE included', async () => {
    const id = site['Usine de Lyon'];
    for (const bad of [`0${id}`, `00${id}`, `+${id}`]) {
      expect((await admin.get(`/api/v1/factories/${bad}/`)).status, bad).toBe(404);
      expect((await admin.del(`/api/v1/factories/${bad}/`)).status, bad).toBe(404);
    }
    expect((await admin.get(`/api/v1/factories/${id}/`)).status).toBe(200);
  });

  it('a site\'s delete answers a confirmation with the counts, deletes only on the replay, and its history stays with every-site users', async () => {
    const made = await admin.post('/api/v1/factories/', { name: unique('Site à supprimer'), company });
    const id = made.body.id as number;
    const [ghost] = await q<{ id: number }>('SELECT id FROM buildings WHERE factory_id = $1', [id]);
    const [proto] = await q<{ regulation_id: number; element_type_id: number }>('SELECT regulation_id, element_type_id FROM elements LIMIT 1');
    await t.pool.query(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation)
      VALUES ($1, $2, $3, $4, $5, 'Élément du site')`, [company, id, ghost.id, proto.regulation_id, proto.element_type_id]);
    await t.pool.query(`INSERT INTO activity_log (company_id, factory_id, action, object_type, object_id, object_label)
      VALUES ($1, $2, 'update', 'factories', $2, 'Historique du site supprimé')`, [company, id]);
    const asked = await admin.del(`/api/v1/factories/${id}/`);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toMatch(/1 élément\(s\).*CONFIRMER/);
    expect(asked.body.confirm_request).toEqual({ url: `/api/v1/factories/${id}/`, method: 'DELETE', data: { confirm: true } });
    expect((await admin.get(`/api/v1/factories/${id}/`)).status).toBe(200);
    const done = await call(t.app, 'DELETE', asked.body.confirm_request.url, { token: (await login(t.app, ADMIN)), body: asked.body.confirm_request.data });
    expect(done.status).toBe(204);
    expect((await admin.get(`/api/v1/factories/${id}/`)).status).toBe(404);
    const log = async (who: ReturnType<typeof as>) => {
      const r = await who.get('/api/v1/activity-log/?search=Historique du site supprimé');
      expect(r.status).toBe(200);
      return r.body.results.length;
    };
    expect(await log(admin)).toBeGreaterThan(0);
    expect(await log(reader)).toBe(0);
  });
});
