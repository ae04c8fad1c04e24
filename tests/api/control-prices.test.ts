// The control budget: a price per (company, type) (duplicate: a translated 400; 2 decimals, ≥ 0),
// and the forecast's arithmetic on a known set of controls: recurrences within the window by the
// date rule, late / finished / out-of-window controls left out, an unpriced type counted 0 and
// listed, the site filter, the window bounds, and the export.
import { addMonths, format, parseISO } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, CORPO, login, unique } from './helpers';
import { elementBody } from './elements-fixture';
import { elementSession } from './helpers/session';

const { t, admin, w } = elementSession();
let start: string;
const URL = '/api/v1/control-prices/';
beforeAll(async () => {
  start = (await t.pool.query(`SELECT date_trunc('month', now() AT TIME ZONE 'Europe/Paris')::date::text AS d`)).rows[0].d;
});

/** The day `day` of the month `i` months after this one. */
const at = (i: number, day = 1) => format(addMonths(parseISO(start), i), 'yyyy-MM-') + String(day).padStart(2, '0');
const catalogueType = async (name: string, months: number) => (await t.pool.query(
  `INSERT INTO control_types (regulation_id, name, frequency_months) VALUES ($1, $2, $3) RETURNING id`, [w.fire, name, months])).rows[0].id as number;
async function control(site: 'A' | 'B', type: number, months: number, next: string, status = 'to_do') {
  const extra = site === 'A' ? {} : { factory: w.siteB, building: w.ghostB };
  const element = (await admin.post('/api/v1/elements/', elementBody(w, extra))).body.id;
  await t.pool.query(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, type_id, designation,
    frequency_months, next_date, status) SELECT company_id, factory_id, building_id, regulation_id, id, $2, 'k', $3, $4, $5
    FROM elements WHERE id = $1`, [element, type, months, next, status]);
}

describe('control prices', () => {
  it('one price per (company, type): a duplicate is a translated 400; price ≥ 0 with 2 decimals', async () => {
    const type = await catalogueType(unique('Vérification'), 12);
    const c = await admin.post(URL, { type, price: 120.5, company: 1 });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ type, price: 120.5, company: 1 });
    const dup = await admin.post(URL, { type, price: 10, company: 1 });
    expect(dup.status).toBe(400);
    expect(dup.body.type[0]).toBe('Ce type de contrôle a déjà un prix pour cette entreprise.');
    expect((await admin.post(URL, { type, price: 10, company: 1 }, 'en')).body.type[0]).toContain('already has a price');
    for (const price of [-1, 1.234, 1e12]) expect((await admin.post(URL, { type: await catalogueType(unique('x'), 1), price, company: 1 })).body.price).toBeDefined();
    const p = await admin.patch(`${URL}${c.body.id}/`, { price: 99.99 });
    expect(p.body.price).toBe(99.99);
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`${URL}${c.body.id}/`)).status).toBe(404);
  });

  it('refuses another company\'s voluntary type', async () => {
    const other = (await t.pool.query(`INSERT INTO control_types (company_id, regulation_id, name, frequency_months)
      SELECT id, $1, 'Volontaire corpo', 12 FROM companies WHERE id <> 1 ORDER BY id LIMIT 1 RETURNING id`, [w.fire])).rows[0].id;
    const r = await admin.post(URL, { type: other, price: 1, company: 1 });
    expect(r.status).toBe(400);
    expect(r.body.type).toBeDefined();
  });

  it('forecast: cost per month and site, recurrences by the date rule, unpriced types listed', async () => {
    const six = await catalogueType(unique('Semestriel'), 6);
    const yearly = await catalogueType(unique('Annuel sans prix'), 12);
    await admin.post(URL, { type: six, price: 150.5, company: 1 });
    await control('A', six, 6, at(0, 15)); // months 0 and 6
    await control('A', six, 6, at(0, 15)); // the same again: counted twice
    await control('B', six, 6, at(11, 1)); // month 11 only
    await control('A', yearly, 12, at(2, 10)); // unpriced: 0
    await control('A', six, 6, at(-1, 28)); // late: before the window
    await control('A', six, 6, at(12, 1)); // after the window
    await control('A', six, 6, at(1, 1), 'finished'); // done
    const r = await admin.get(`${URL}forecast/?months=12&factory=${w.siteA},${w.siteB}`);
    expect(r.status).toBe(200);
    const zeros = Array(12).fill(0);
    const a = [...zeros]; a[0] = 301; a[6] = 301;
    const b = [...zeros]; b[11] = 150.5;
    expect(r.body.months).toEqual(Array.from({ length: 12 }, (_, i) => at(i).slice(0, 7)));
    expect(r.body.sites.map((s: { factory: number; per_month: number[]; total: number }) => [s.factory, s.per_month, s.total]).sort())
      .toEqual([[w.siteA, a, 602], [w.siteB, b, 150.5]].sort());
    expect(r.body).toMatchObject({ total: 752.5, currency: 'EUR', unpriced_types: [{ id: yearly }] });
    const onlyB = await admin.get(`${URL}forecast/?months=12&factory=${w.siteB}`);
    expect(onlyB.body).toMatchObject({ total: 150.5, unpriced_types: [] });
    const three = await admin.get(`${URL}forecast/?months=3&factory=${w.siteA}`);
    expect(three.body.sites[0].per_month).toEqual([301, 0, 0]);
    const csv = await admin.get(`${URL}forecast/export/?format=csv&months=12&factory=${w.siteA}`);
    expect(csv.status).toBe(200);
    expect(csv.res.headers['content-type']).toContain('text/csv');
    expect(csv.res.body).toContain(',301,');
    const xlsx = await admin.get(`${URL}forecast/export/?format=xlsx&months=2&factory=${w.siteA}`);
    expect(xlsx.status).toBe(200);
  });

  it('forecast bounds: months 1-36, sites of the caller only, translated 400s', async () => {
    for (const m of ['0', '37', 'x', '1.5']) expect((await admin.get(`${URL}forecast/?months=${m}`)).body.months).toBeDefined();
    expect((await admin.get(`${URL}forecast/?months=36&factory=${w.siteA}`)).body.months).toHaveLength(36);
    const lille = (await t.pool.query(`SELECT id FROM factories WHERE name = 'Site de Lille'`)).rows[0].id;
    const out = await admin.get(`${URL}forecast/?factory=${lille}`);
    expect(out.status).toBe(400);
    expect(out.body.factory).toBeDefined();
    expect((await admin.get(`${URL}forecast/export/?format=pdf`)).status).toBe(400);
  });

  it('forecast of a user seeing a site through one building: that building only', async () => {
    const tech = as(t.app, await login(t.app, 'technicien@demo.fr'));
    const lyon = (await t.pool.query(`SELECT id FROM factories WHERE name = 'Usine de Lyon'`)).rows[0].id;
    const building = async (name: string) => (await t.pool.query('SELECT id FROM buildings WHERE factory_id = $1 AND name = $2', [lyon, name])).rows[0].id;
    const type = await catalogueType(unique('Bâtiment'), 12);
    await admin.post(URL, { type, price: 1000, company: 1 });
    const total = async (who: typeof admin) => (await who.get(`${URL}forecast/?months=12&factory=${lyon}`)).body.total as number;
    const [techBefore, adminBefore] = [await total(tech), await total(admin)];
    for (const name of ['Atelier A', 'Atelier B']) {
      await t.pool.query(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, type_id, designation,
        frequency_months, next_date) SELECT company_id, $2, $3, regulation_id, id, $4, 'k', 12, $5 FROM elements WHERE factory_id = $2
        AND regulation_id = $1 ORDER BY id LIMIT 1`, [w.fire, lyon, await building(name), type, at(1, 5)]);
    }
    expect(await total(tech)).toBeCloseTo(techBefore + 1000, 2);
    expect(await total(admin)).toBeCloseTo(adminBefore + 2000, 2);
  });
});
