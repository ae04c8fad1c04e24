// Custom attribute values on elements: the attributes that apply (company, type, site), values
// checked by type, plan pro, locked rows; the bulk "set a custom attribute" (one element type);
// linked elements.
import { beforeAll, describe, expect, it } from 'vitest';
import { as, CORPO, login, unique } from './helpers';
import { elementBody } from './elements-fixture';
import { elementSession } from './helpers/session';

const { t, admin, w } = elementSession();
const attr: Record<string, number> = {};
beforeAll(async () => {
  // Extinguishers on site A: one attribute of each type (the crane gets only the text one).
  const make = async (name: string, type: string, extra: Record<string, unknown> = {}) => {
    const r = await admin.post('/api/v1/custom-attributes/', {
      name: unique(name), company: 1, type, element_types: [w.extinguisher], factories: [w.siteA], ...extra });
    expect(r.status).toBe(201);
    return r.body.id as number;
  };
  attr.text = await make('Marque', 'text', { element_types: [w.extinguisher, w.crane] });
  attr.number = await make('Capacité', 'number');
  attr.date = await make('Mise en service', 'date');
  attr.boolean = await make('ATEX', 'boolean');
  attr.list = await make('Classe', 'list', { choices: 'A\nB\nC' });
  attr.siteB = await make('Site B seulement', 'text', { factories: [w.siteB] });
});

const make = async (extra: Record<string, unknown> = {}) => {
  const r = await admin.post('/api/v1/elements/', elementBody(w, extra));
  expect(r.status).toBe(201);
  return r.body.id as number;
};
const valuesOf = async (id: number) => (await t.pool.query('SELECT custom_values FROM elements WHERE id = $1', [id])).rows[0].custom_values;
const history = async (id: number) => (await t.pool.query(
  `SELECT action, changes FROM activity_log WHERE object_type = 'elements' AND object_id = $1 ORDER BY id`, [id])).rows;

describe('attributes that apply', () => {
  it('lists the attributes of the type on the site; none for another site or a start company', async () => {
    const names = async (q: string) => (await admin.get(`/api/v1/elements/attributes/?${q}`)).body.map((a: { id: number }) => a.id);
    const onA = await names(`element_type=${w.extinguisher}&factory=${w.siteA}`);
    expect(onA).toEqual(expect.arrayContaining([attr.text, attr.number, attr.date, attr.boolean, attr.list]));
    expect(onA).not.toContain(attr.siteB);
    expect(await names(`element_type=${w.crane}&factory=${w.siteA}`)).toEqual([attr.text]);
    expect(await names(`element_type=${w.extinguisher}&factory=${w.siteB}`)).toEqual([attr.siteB]);
    const list = (await admin.get(`/api/v1/elements/attributes/?element_type=${w.extinguisher}&factory=${w.siteA}`)).body;
    expect(list.find((a: { id: number }) => a.id === attr.list)).toMatchObject({ type: 'list', choices: ['A', 'B', 'C'] });
    expect((await admin.get('/api/v1/elements/attributes/?factory=abc')).status).toBe(400);
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`/api/v1/elements/attributes/?factory=${w.siteA}`)).body).toEqual([]);
    const start = as(t.app, await login(t.app, 'admin@start.fr'));
    const startSite = (await t.pool.query(`SELECT f.id FROM factories f JOIN companies c ON c.id = f.company_id
      WHERE c.name = 'Atelier Start' LIMIT 1`)).rows[0].id;
    await t.pool.query(`WITH a AS (INSERT INTO custom_attributes (company_id, name, type)
      SELECT company_id, 'Start attr', 'text' FROM factories WHERE id = $1 RETURNING id)
      INSERT INTO custom_attribute_factories SELECT a.id, $1 FROM a`, [startSite]);
    expect((await start.get(`/api/v1/elements/attributes/?factory=${startSite}`)).body).toEqual([]);
  });
});

describe('custom values of one element', () => {
  it('stores values of every type on create and update; null or an empty text removes one', async () => {
    const values = { [attr.text]: '  Sicli ', [attr.number]: 6.5, [attr.date]: '2024-02-29', [attr.boolean]: true, [attr.list]: 'B' };
    const c = await admin.post('/api/v1/elements/', elementBody(w, { custom_values: values }));
    expect(c.status).toBe(201);
    expect(c.body.custom_values).toEqual({ ...values, [attr.text]: 'Sicli' });
    const p = await admin.patch(`/api/v1/elements/${c.body.id}/`, { custom_values: { [attr.number]: null, [attr.text]: '', [attr.list]: 'C' } });
    expect(p.status).toBe(200);
    expect(p.body.custom_values).toEqual({ [attr.date]: '2024-02-29', [attr.boolean]: true, [attr.list]: 'C' });
    // Other writes keep the values; the history has the change.
    expect((await admin.patch(`/api/v1/elements/${c.body.id}/`, { designation: unique('Renommé') })).body.custom_values)
      .toEqual(p.body.custom_values);
    expect((await history(c.body.id)).map((h) => h.action)).toEqual(['create', 'update', 'update']);
    expect((await history(c.body.id))[1].changes.custom_values).toBeDefined();
    expect((await admin.patch(`/api/v1/elements/${c.body.id}/`, { custom_values: null })).body.custom_values).toEqual({});
  });

  it('refuses values that do not fit the type (fr and en)', async () => {
    const id = await make();
    const bad = await admin.patch(`/api/v1/elements/${id}/`, { custom_values: {
      [attr.text]: 'x'.repeat(256), [attr.number]: 'douze', [attr.date]: '1899-12-31', [attr.boolean]: 'oui', [attr.list]: 'Z',
    } });
    expect(bad.status).toBe(400);
    expect(bad.body.custom_values).toHaveLength(5);
    expect(bad.body.custom_values.join(' ')).toContain('les dates antérieures à 1900 ne sont pas autorisées');
    expect(bad.body.custom_values.join(' ')).toContain("l'option n'est pas valide");
    const en = await admin.patch(`/api/v1/elements/${id}/`, { custom_values: { [attr.date]: '2024-02-30' } }, 'en');
    expect(en.body.custom_values[0]).toMatch(/a date in the YYYY-MM-DD format is expected/);
    expect(await valuesOf(id)).toEqual({});
    expect((await admin.patch(`/api/v1/elements/${id}/`, { custom_values: { [attr.number]: [1] } })).status).toBe(400);
  });

  it('refuses an attribute that does not apply: other type, other site, unknown, another company\'s', async () => {
    const crane = await make({ regulation: w.lifting, element_type: w.crane });
    const out = await admin.patch(`/api/v1/elements/${crane}/`, { custom_values: { [attr.number]: 3 } }, 'en');
    expect(out.body).toEqual({ custom_values: [`The custom attribute ${attr.number} does not apply to this element.`] });
    expect((await admin.patch(`/api/v1/elements/${crane}/`, { custom_values: { [attr.text]: 'Potain' } })).status).toBe(200);
    const onA = await make();
    expect((await admin.patch(`/api/v1/elements/${onA}/`, { custom_values: { [attr.siteB]: 'x' } })).status).toBe(400);
    expect((await admin.patch(`/api/v1/elements/${onA}/`, { custom_values: { 999999: 'x', abc: 'y' } })).body.custom_values).toHaveLength(2);
    const corpoAttr = (await t.pool.query(`SELECT a.id FROM custom_attributes a JOIN companies c ON c.id = a.company_id
      WHERE c.name = 'Groupe Corpo' LIMIT 1`)).rows[0].id;
    const other = await admin.patch(`/api/v1/elements/${onA}/`, { custom_values: { [corpoAttr]: true } });
    expect(other.body).toEqual({ custom_values: [`La caractéristique ${corpoAttr} ne s'applique pas à cet élément.`] });
  });

  it('is plan pro: a start company\'s element refuses values; a locked element refuses writes', async () => {
    const start = as(t.app, await login(t.app, 'admin@start.fr'));
    const [row] = (await t.pool.query(`SELECT e.id FROM elements e JOIN companies c ON c.id = e.company_id
      WHERE c.name = 'Atelier Start' AND NOT e.locked LIMIT 1`)).rows;
    const refused = await start.patch(`/api/v1/elements/${row.id}/`, { custom_values: { 1: 'x' } }, 'en');
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Your plan does not include this feature (pro plan required).');
    // Re-sending the stored (empty) values is no change: the start company may save its elements.
    expect((await start.patch(`/api/v1/elements/${row.id}/`, { custom_values: {} })).status).toBe(200);
    const id = await make();
    await t.pool.query('UPDATE elements SET locked = true WHERE id = $1', [id]);
    const locked = await admin.patch(`/api/v1/elements/${id}/`, { custom_values: { [attr.text]: 'x' } });
    expect(locked.body).toEqual({ non_field_errors: ['Objet verrouillé : mise à jour des données en cours.'] });
  });
});

describe('bulk: set a custom attribute', () => {
  const bulk = (body: unknown, lang?: string) => admin.post('/api/v1/elements/bulk_attribute/', body, lang);

  it('sets, then removes, one attribute on ids or on all matching; logged per element', async () => {
    const ids = [await make(), await make(), await make()];
    expect((await bulk({ ids, attribute: attr.list, value: 'A' })).body).toEqual({ count: 3 });
    for (const id of ids) expect(await valuesOf(id)).toEqual({ [attr.list]: 'A' });
    const marker = unique('Lot bulk');
    await t.pool.query('UPDATE elements SET identification_number = $1 WHERE id = ANY($2)', [marker, ids.slice(0, 2)]);
    const all = await bulk({ all: true, filter: { search: marker }, attribute: attr.number, value: 12 });
    expect(all.body).toEqual({ count: 2 });
    expect(await valuesOf(ids[0])).toEqual({ [attr.list]: 'A', [attr.number]: 12 });
    expect(await valuesOf(ids[2])).toEqual({ [attr.list]: 'A' });
    const log = (await history(ids[0])).filter((h) => h.action === 'bulk_update');
    expect(log.map((h) => Object.values(h.changes)[0])).toEqual([[null, 'A'], [null, 12]]);
    expect((await bulk({ ids, attribute: attr.list, value: null })).body).toEqual({ count: 3 });
    expect(await valuesOf(ids[2])).toEqual({});
  });

  it('needs one element type, an attribute that applies to every element, a value of its type', async () => {
    const a = await make();
    const crane = await make({ regulation: w.lifting, element_type: w.crane });
    const mixed = await bulk({ ids: [a, crane], attribute: attr.text, value: 'x' });
    expect(mixed.body).toEqual({ non_field_errors: [
      'Pour renseigner une caractéristique, tous les éléments sélectionnés doivent être du même type.'] });
    expect((await bulk({ ids: [a, crane], attribute: attr.text, value: 'x' }, 'en')).body.non_field_errors[0])
      .toBe('To set a custom attribute, all selected elements must be of the same type.');
    const onB = await make({ factory: w.siteB, building: w.ghostB });
    const site = await bulk({ ids: [a, onB], attribute: attr.text, value: 'x' });
    expect(site.status).toBe(400);
    expect(site.body.attribute[0]).toMatch(/ne s'applique pas à tous les éléments sélectionnés/);
    expect((await bulk({ ids: [crane], attribute: attr.number, value: 1 })).body.attribute).toBeDefined();
    expect((await bulk({ ids: [a], attribute: attr.number, value: 'douze' })).body.value).toHaveLength(1);
    expect((await bulk({ ids: [a], attribute: attr.date, value: '1850-01-01' })).body.value[0]).toMatch(/1900/);
    const corpoAttr = (await t.pool.query(`SELECT a.id FROM custom_attributes a JOIN companies c ON c.id = a.company_id
      WHERE c.name = 'Groupe Corpo' LIMIT 1`)).rows[0].id;
    expect((await bulk({ ids: [a], attribute: corpoAttr, value: true })).body).toEqual({
      attribute: [`L'objet ${corpoAttr} n'existe pas.`] });
    expect((await bulk({ ids: [], attribute: attr.text, value: 'x' })).body).toEqual({ non_field_errors: ['La sélection est vide.'] });
    expect(await valuesOf(a)).toEqual({});
  });

  it('only categorisable elements, or alone an element not to be categorised: each said (spec §5)', async () => {
    // Cranes take the text attribute on site A only: on site B no attribute applies to them.
    const craneA = await make({ regulation: w.lifting, element_type: w.crane });
    const craneB = await make({ regulation: w.lifting, element_type: w.crane, factory: w.siteB, building: w.ghostB });
    const craneB2 = await make({ regulation: w.lifting, element_type: w.crane, factory: w.siteB, building: w.ghostB });
    const alone = await bulk({ ids: [craneB], attribute: attr.text, value: 'x' });
    expect(alone.status).toBe(400);
    expect(alone.body).toEqual({ non_field_errors: [
      "Aucune caractéristique de l'entreprise ne s'applique à cet élément (son type sur son site) : il n'est pas à catégoriser."] });
    const some = await bulk({ ids: [craneA, craneB, craneB2], attribute: attr.text, value: 'x' });
    expect(some.body.non_field_errors[0]).toMatch(/^Seuls des éléments catégorisables .* : 2 élément\(s\) de la sélection ne le sont pas\.$/);
    expect((await bulk({ ids: [craneA, craneB], attribute: attr.text, value: 'x' }, 'en')).body.non_field_errors[0])
      .toMatch(/^Only categorisable elements .*: 1 selected element\(s\) are not\.$/);
    expect(await valuesOf(craneA)).toEqual({});
    expect((await bulk({ ids: [craneA], attribute: attr.text, value: 'x' })).body).toEqual({ count: 1 });
  });

  it('refuses rows a running job is changing (409 naming the job)', async () => {
    const ids = [await make(), await make()];
    const job = crypto.randomUUID();
    await t.pool.query("INSERT INTO job_locks (job_id, kind, table_name, ids) VALUES ($1, 'bulk', 'elements', $2::int[])", [job, [ids[1]]]);
    try {
      const r = await bulk({ ids, attribute: attr.text, value: 'x' });
      expect(r.status).toBe(409);
      expect(r.body.detail).toMatch(/action groupée/);
      expect(await valuesOf(ids[0])).toEqual({});
    } finally {
      await t.pool.query('DELETE FROM job_locks WHERE job_id = $1', [job]);
    }
  });

  it('refuses locked rows and start-plan callers', async () => {
    const ids = [await make(), await make()];
    await t.pool.query('UPDATE elements SET locked = true WHERE id = $1', [ids[1]]);
    expect((await bulk({ ids, attribute: attr.text, value: 'x' })).body).toEqual({
      non_field_errors: ['Objet verrouillé : mise à jour des données en cours.'] });
    expect(await valuesOf(ids[0])).toEqual({});
    const start = as(t.app, await login(t.app, 'admin@start.fr'));
    const refused = await start.post('/api/v1/elements/bulk_attribute/', { ids: [ids[0]], attribute: attr.text, value: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/pro/);
  });
});

describe('linked elements', () => {
  it('links two elements both ways, lists them, unlinks; each history records it', async () => {
    const [a, b, c] = [await make(), await make(), await make()];
    expect((await admin.post(`/api/v1/elements/${a}/links/`, { linked: b })).status).toBe(201);
    expect((await admin.post(`/api/v1/elements/${c}/links/`, { linked: a })).status).toBe(201);
    expect((await admin.post(`/api/v1/elements/${b}/links/`, { linked: a })).status).toBe(201); // already linked
    const linked = async (id: number) => (await admin.get(`/api/v1/elements/?linked_to=${id}`)).body.results.map((r: { id: number }) => r.id).sort();
    expect(await linked(a)).toEqual([b, c].sort());
    expect(await linked(b)).toEqual([a]);
    expect((await admin.post(`/api/v1/elements/${a}/links/`, { linked: a })).body).toEqual({
      linked: ['Un élément ne peut pas être lié à lui-même.'] });
    const corpo = (await t.pool.query(`SELECT e.id FROM elements e JOIN companies c ON c.id = e.company_id
      WHERE c.name = 'Groupe Corpo' LIMIT 1`)).rows[0].id;
    expect((await admin.post(`/api/v1/elements/${a}/links/`, { linked: corpo })).status).toBe(400);
    expect((await admin.post(`/api/v1/elements/${corpo}/links/`, { linked: a })).status).toBe(404);
    expect((await admin.del(`/api/v1/elements/${b}/links/${a}/`)).status).toBe(204);
    expect((await admin.del(`/api/v1/elements/${b}/links/${a}/`)).status).toBe(404);
    expect(await linked(a)).toEqual([c]);
    const h = (await history(b)).filter((x) => x.changes.linked);
    expect(h.map((x) => x.changes.linked.map((v: string | null) => v !== null))).toEqual([[false, true], [true, false]]);
  });
});
