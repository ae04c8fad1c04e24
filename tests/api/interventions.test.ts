// Control and maintenance interventions: status steps (allowed and refused), planning, validation
// finishing controls with their next occurrence (date rule, month end) and conformity, undo, scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, type TestApp } from './helpers';
import { cleanElement, controlRow, lastOfFebruary, lateControl, nonCompliant, openControls, type Place } from './interventions-fixture';

let t: TestApp;
let admin: ReturnType<typeof as>;
let lyon: number;
let otherSite: number;
const year = new Date().getUTCFullYear();
// A past visit ending on 31 August: + 18 months is the last day of February of next year (clamped).
const visit = { start: `${year - 1}-08-30`, end: `${year - 1}-08-31` };
const CI = '/api/v1/control-interventions/';

beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  lyon = (await t.pool.query(`SELECT id FROM factories WHERE name = 'Usine de Lyon'`)).rows[0].id;
  otherSite = (await t.pool.query(`SELECT id FROM factories WHERE company_id = (SELECT company_id FROM factories WHERE id = $1) AND id <> $1
    AND EXISTS (SELECT 1 FROM elements e WHERE e.factory_id = factories.id) ORDER BY id LIMIT 1`, [lyon])).rows[0].id;
});
afterAll(async () => { await t.close(); });

const create = (body: Record<string, unknown>) => admin.post(CI, { name: 'Visite', factory: lyon, ...visit, inspector: 'Apave', ...body });
const step = (id: number, status: string, lang?: string) => admin.patch(`${CI}${id}/`, { status }, lang);

describe('control interventions: status steps', () => {
  it('moves one step at a time, forward and back, and refuses the rest on status (fr and en)', async () => {
    const created = await create({});
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'to_do', duration_days: 2, control_count: 0, controls: [], inspector: 'Apave' });
    const id = created.body.id;
    const refused = await step(id, 'done');
    expect(refused.status).toBe(400);
    expect(refused.body.status[0]).toContain('À valider');
    expect((await step(id, 'done', 'en')).body.status[0]).toContain('To validate');
    expect((await step(id, 'bogus')).body.status).toBeDefined();
    expect((await step(id, 'to_validate')).body.status).toBe('to_validate');
    expect((await step(id, 'to_do')).body.status).toBe('to_do');
    expect((await step(id, 'to_validate')).status).toBe(200);
    expect((await step(id, 'done')).body.status).toBe('done');
    expect((await step(id, 'to_do')).status).toBe(400);
    expect((await step(id, 'to_validate')).body.status).toBe('to_validate');
    const history = await admin.get(`/api/v1/activity-log/?object_type=control-interventions&object_id=${id}`);
    expect(history.body.results.filter((r: { action: string }) => r.action === 'update').length).toBe(5);
  });

  it('creates in to_do only, checks end ≥ start on end, and needs the edit right', async () => {
    expect((await create({ status: 'done' })).body.status).toBeDefined();
    const bad = await create({ start: `${year}-03-02`, end: `${year}-03-01` });
    expect(bad.status).toBe(400);
    expect(bad.body.end[0]).toContain('fin');
    const id = (await create({})).body.id;
    expect((await admin.patch(`${CI}${id}/`, { end: '2000-01-01' })).body.end).toBeDefined();
    const lecteur = as(t.app, await login(t.app, LECTEUR));
    expect((await lecteur.get(`${CI}${id}/`)).status).toBe(200);
    expect((await lecteur.patch(`${CI}${id}/`, { status: 'to_validate' })).status).toBe(403);
  });
});

describe('control interventions: lateness (issue 34)', () => {
  it('to do after its last day (Paris time) is late: the field, the filter and the dashboard count', async () => {
    const day = (offset: number) => (new Date(Date.now() + offset * 86_400_000)).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    const count = async () => (Object.values((await admin.get('/api/v1/dashboard/main/control_cycle_control_intervention/')).body.sections)
      .flat() as { key: string; count: number }[]).find((i) => i.key === 'control_interventions_late')?.count;
    const before = await count();
    expect(before).toEqual(expect.any(Number));
    const yesterday = (await create({ start: day(-1), end: day(-1) })).body;
    const today = (await create({ start: day(0), end: day(0) })).body;
    expect(yesterday.late).toBe(true);
    expect(today.late).toBe(false);
    const late = (await admin.get(`${CI}?late=true&page_size=100`)).body.results.map((r: { id: number }) => r.id);
    expect(late).toContain(yesterday.id);
    expect(late).not.toContain(today.id);
    expect(await count()).toBe(before! + 1);
    // Moved on (to validate), it is no longer late.
    expect((await step(yesterday.id, 'to_validate')).body.late).toBe(false);
    expect(await count()).toBe(before);
    await admin.del(`${CI}${yesterday.id}/`, { confirm: true });
    await admin.del(`${CI}${today.id}/`, { confirm: true });
  });
});

describe('control interventions: controls', () => {
  let place: Place;
  beforeAll(async () => { place = await cleanElement(t.pool, lyon); });

  it('plans (to_do_planned), un-plans (to_do) and frees controls when deleted', async () => {
    const k = await lateControl(t.pool, place.element, 12);
    const id = (await create({ controls: [k] })).body.id;
    expect(await controlRow(t.pool, k)).toMatchObject({ status: 'to_do_planned', intervention_id: id });
    expect((await admin.get(`${CI}${id}/`)).body).toMatchObject({ controls: [k], control_count: 1 });
    const listed = await admin.get(`${CI}${id}/controls/`);
    expect(listed.body.results[0]).toMatchObject({ id: k, element: place.element, status: 'to_do_planned' });
    expect((await admin.patch(`${CI}${id}/`, { controls: [] })).body.control_count).toBe(0);
    expect(await controlRow(t.pool, k)).toMatchObject({ status: 'to_do', intervention_id: null });
    await admin.patch(`${CI}${id}/`, { controls: [k] });
    const asked = await admin.del(`${CI}${id}/`);
    expect(asked.body.dependents).toEqual([{ kind: 'unplanned_controls', count: 1, label: "1 échéance(s) retirée(s) de l'intervention (elles restent à planifier)" }]);
    expect(await controlRow(t.pool, k)).toMatchObject({ status: 'to_do_planned', intervention_id: id }); // asked only
    expect((await admin.del(`${CI}${id}/`, { confirm: true })).status).toBe(204);
    expect(await controlRow(t.pool, k)).toMatchObject({ status: 'to_do', intervention_id: null });
    const plannable = await admin.get(`${CI}plannable-controls/?factory=${lyon}`);
    expect(plannable.body.results.map((r: { id: number }) => r.id)).toContain(k);
    expect((await admin.get(`${CI}plannable-controls/?factory=abc`)).status).toBe(400);
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`${CI}plannable-controls/?factory=${lyon}`)).body.results).toEqual([]);
    // A bulk delete frees them the same way.
    const other = (await create({ controls: [k] })).body.id;
    expect((await admin.post(`${CI}bulk/`, { action: 'delete', ids: [other] })).status).toBe(200);
    expect(await controlRow(t.pool, k)).toMatchObject({ status: 'to_do', intervention_id: null });
  });

  it('names the regulations of its controls (issue 34), kept with those given by hand', async () => {
    const k = await lateControl(t.pool, place.element, 12);
    const { rows: [{ regulation_id: reg }] } = await t.pool.query('SELECT regulation_id FROM controls WHERE id = $1', [k]);
    const created = await create({ controls: [k] });
    expect(created.body.regulations).toEqual([reg]);
    const empty = (await create({})).body.id;
    expect((await admin.get(`${CI}${empty}/`)).body.regulations).toEqual([]);
    // Planned from the control's side (its `intervention`), the same.
    const k2 = await lateControl(t.pool, place.element, 24);
    await admin.patch(`/api/v1/controls/${k2}/`, { intervention: empty });
    expect((await admin.get(`${CI}${empty}/`)).body.regulations).toEqual([reg]);
    const listed = await admin.get(`${CI}?regulations=${reg}&page_size=100`);
    expect(listed.body.results.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([created.body.id, empty]));
    await admin.del(`${CI}${created.body.id}/`, { confirm: true });
    await admin.del(`${CI}${empty}/`, { confirm: true });
  });

  it('validating finishes the controls on the end date, creates the next by the date rule, and the element is compliant', async () => {
    const element = (await cleanElement(t.pool, lyon, [place.element])).element;
    const k = await lateControl(t.pool, element, 18);
    expect(await nonCompliant(t.pool, element)).toBe(true);
    const id = (await create({ controls: [k] })).body.id;
    await step(id, 'to_validate');
    const done = await step(id, 'done');
    expect(done.status).toBe(200);
    expect(await controlRow(t.pool, k)).toMatchObject({ status: 'finished', completed_date: visit.end, intervention_id: id });
    const next = await openControls(t.pool, element);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ next_date: lastOfFebruary(year + 1), status: 'to_do' });
    expect(await nonCompliant(t.pool, element)).toBe(false);
    // Once done, its controls are fixed.
    expect((await admin.patch(`${CI}${id}/`, { controls: [] })).body.controls).toBeDefined();

    // Back one step: the next occurrence goes, the control is open and planned again, late again.
    expect((await step(id, 'to_validate')).status).toBe(200);
    expect(await controlRow(t.pool, k)).toMatchObject({ status: 'to_do_planned', completed_date: null, intervention_id: id });
    expect(await openControls(t.pool, element)).toEqual([{ id: k, next_date: '2020-01-15', status: 'to_do_planned' }]);
    expect(await nonCompliant(t.pool, element)).toBe(true);

    // Not when the next occurrence was planned since.
    await step(id, 'done');
    const [nextOne] = await openControls(t.pool, element);
    const later = (await create({ name: 'Suivante', start: `${year + 1}-02-01`, end: `${year + 1}-02-02`, controls: [nextOne.id] })).body.id;
    const blocked = await step(id, 'to_validate');
    expect(blocked.status).toBe(400);
    expect(blocked.body.status[0]).toContain('1');
    await admin.del(`${CI}${later}/`, { confirm: true });
    expect((await step(id, 'to_validate')).status).toBe(200);
  });

  it('finishes a 31st + 1 month on the last day of the next month', async () => {
    const element = (await cleanElement(t.pool, lyon, [place.element])).element;
    const k = await lateControl(t.pool, element, 1);
    const id = (await create({ start: `${year - 1}-01-30`, end: `${year - 1}-01-31`, controls: [k] })).body.id;
    await step(id, 'to_validate');
    await step(id, 'done');
    expect((await openControls(t.pool, element))[0].next_date).toBe(lastOfFebruary(year - 1));
  });

  it('refuses a control of another site (400) and another company\'s (does not exist)', async () => {
    const there = await cleanElement(t.pool, otherSite);
    const k = await lateControl(t.pool, there.element, 12);
    const bad = await create({ controls: [k] });
    expect(bad.status).toBe(400);
    expect(bad.body.controls[0]).toContain(String(k));
    const corpoSite = (await t.pool.query(`SELECT f.id FROM factories f JOIN companies c ON c.id = f.company_id
      WHERE c.name = 'Groupe Corpo' AND EXISTS (SELECT 1 FROM elements e WHERE e.factory_id = f.id) ORDER BY f.id LIMIT 1`)).rows[0].id;
    const foreign = await lateControl(t.pool, (await cleanElement(t.pool, corpoSite)).element, 12);
    expect((await create({ controls: [foreign] })).body.controls).toBeDefined();
  });
});

describe('interventions: scope and kinds', () => {
  it('hides them from another company (404) and keeps the kinds apart', async () => {
    const id = (await create({})).body.id;
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`${CI}${id}/`)).status).toBe(404);
    expect((await corpo.patch(`${CI}${id}/`, { status: 'to_validate' })).status).toBe(404);
    expect((await admin.get(`/api/v1/maintenance-interventions/${id}/`)).status).toBe(404);
    const m = await admin.post('/api/v1/maintenance-interventions/', { name: 'Entretien', factory: lyon, ...visit, participant: 'Sicli' });
    expect(m.status).toBe(201);
    expect(m.body).toMatchObject({ participant: 'Sicli', status: 'to_do' });
    expect((await admin.get(`${CI}${m.body.id}/`)).status).toBe(404);
    expect((await admin.get(`${CI}?page_size=100&status=to_do`)).body.results.map((r: { id: number }) => r.id)).not.toContain(m.body.id);
  });

  it('filters on the calendar window (overlap) and refuses a supervisor who does not see the site', async () => {
    const id = (await create({ name: 'Fenêtre', start: `${year + 2}-05-10`, end: `${year + 2}-05-20` })).body.id;
    const ids = async (q: string) => (await admin.get(`${CI}?page_size=100&${q}`)).body.results.map((r: { id: number }) => r.id);
    expect(await ids(`start_lte=${year + 2}-05-15&end_gte=${year + 2}-05-12`)).toContain(id);
    expect(await ids(`start_lte=${year + 2}-05-09&end_gte=${year + 2}-05-01`)).not.toContain(id);
    expect(await ids(`start_lte=${year + 2}-05-31&end_gte=${year + 2}-05-20`)).toContain(id);
    const lecteurId = (await t.pool.query(`SELECT id FROM users WHERE email = $1`, [LECTEUR])).rows[0].id;
    expect((await admin.patch(`${CI}${id}/`, { supervisor: lecteurId })).status).toBe(200);
    expect((await admin.patch(`${CI}${id}/`, { factory: otherSite })).body.supervisor).toBeDefined();
  });
});

describe('interventions demo', () => {
  it('holds the latest finished controls in the past visit and plans open ones this week and to validate (rolled back)', async () => {
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      // The demo's site: the first by name of the demo company that holds elements (other test files
      // add empty sites); its controls are this test's only.
      const { rows: [site] } = await client.query(`SELECT id FROM factories f WHERE company_id = (SELECT company_id FROM factories WHERE id = $1)
        AND EXISTS (SELECT 1 FROM elements e WHERE e.factory_id = f.id) ORDER BY name, id LIMIT 1`, [lyon]);
      const { rows: [e] } = await client.query(`SELECT id FROM elements WHERE factory_id = $1 ORDER BY id LIMIT 1`, [site.id]);
      await client.query(`DELETE FROM interventions`);
      await client.query(`DELETE FROM controls WHERE factory_id = $1`, [site.id]);
      await client.query(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, designation, frequency_months,
          next_date, status, completed_date)
        SELECT company_id, factory_id, building_id, regulation_id, id, 'Démo ' || g, 12, DATE '2026-01-01' + g,
          CASE WHEN g <= 2 THEN 'finished' ELSE 'to_do' END::control_status, CASE WHEN g <= 2 THEN DATE '2025-12-15' END
        FROM elements, generate_series(1, 8) g WHERE id = $1`, [e.id]);
      const { seedInterventions } = await import('../../server/areas/interventions/demo');
      await seedInterventions(client);
      const { rows } = await client.query(`SELECT iv.status::text, iv.end_date::text, count(k.id)::int AS n FROM interventions iv
        LEFT JOIN controls k ON k.intervention_id = iv.id WHERE iv.factory_id = $1 AND iv.kind = 'control' GROUP BY iv.id ORDER BY iv.id`, [site.id]);
      expect(rows).toEqual([
        { status: 'to_do', end_date: expect.any(String), n: 3 },
        { status: 'done', end_date: '2025-12-15', n: 2 },
        { status: 'to_validate', end_date: expect.any(String), n: 2 },
      ]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
