// Controls: the cited catalogue, generation on element create (with and without a last control
// date), late / tabs / filters, finishing creates the next occurrence by the date rule, the
// element's conformity follows, moves keep the history, bulk plan and no follow-up, scope.
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../server/areas/controls/catalogue';
import { nextDate } from '../../server/areas/controls/date-rule';
import { elementBody } from './elements-fixture';
import { as, CORPO, login } from './helpers';
import { elementSession } from './helpers/session';

const { t, admin, w } = elementSession();
let forklift: number;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
type Row = Record<string, unknown> & { id: number };
const ids = (body: { results: Row[] }) => body.results.map((r) => r.id);

beforeAll(async () => {
  forklift = (await t.pool.query(`SELECT id FROM element_types WHERE name = 'Chariot élévateur'`)).rows[0].id;
});

const controlsOf = async (element: number) => (await admin.get(`/api/v1/controls/?element=${element}&ordering=id`)).body.results as Row[];
const nonCompliant = async (element: number) =>
  (await t.pool.query('SELECT non_compliant FROM elements WHERE id = $1', [element])).rows[0].non_compliant as boolean;

describe('the regulatory catalogue', () => {
  it('is served with a cited reference and the real frequencies', async () => {
    const res = await admin.get('/api/v1/control-types/?page_size=100&voluntary=false');
    expect(res.status).toBe(200);
    // Other test files add catalogue rows of their own to the shared database: check ours.
    const names = new Set(CATALOGUE.map((c) => c.name));
    const rows = (res.body.results as Row[]).filter((r) => names.has(String(r.name)));
    expect(rows.length).toBeGreaterThanOrEqual(9);
    for (const r of rows) {
      expect(r.reference).not.toBe('');
      expect(String(r.reference_url)).toMatch(/^https:\/\/www\.legifrance\.gouv\.fr\//);
    }
    const forkliftVgp = rows.find((r) => (r.element_types as number[]).includes(forklift));
    expect(forkliftVgp).toMatchObject({ frequency_months: 6, leads_to_non_compliance: true });
    expect(String(forkliftVgp!.reference)).toContain('1er mars 2004');
    expect((await admin.post('/api/v1/control-types/', { name: 'x' })).status).toBeGreaterThanOrEqual(400);
  });
});

describe('controls', () => {
  it('are generated when an element is created, from its last control date or its creation day', async () => {
    const a = (await admin.post('/api/v1/elements/', elementBody(w))).body;
    const [ca] = await controlsOf(a.id);
    expect(ca).toMatchObject({ status: 'to_do', frequency_months: 12, factory: w.siteA, regulation: w.fire, element_type: w.extinguisher,
      next_date: nextDate(today(), 12), completed_date: null, element_name: a.designation });
    const b = (await admin.post('/api/v1/elements/', elementBody(w, {
      regulation: w.lifting, element_type: forklift, last_control_date: '2025-08-31' }))).body;
    expect(b.id).toBeDefined();
    expect((await controlsOf(b.id)).map((c) => c.next_date)).toEqual(['2026-02-28']);
    expect((await admin.patch(`/api/v1/elements/${b.id}/`, { last_control_date: '2025-01-01' })).status).toBe(400);
  });

  it('late: a blocking control past its date makes the element non-compliant; finishing it creates the next occurrence', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w, { last_control_date: '2020-01-31' }))).body;
    const [c] = await controlsOf(e.id);
    expect(c).toMatchObject({ next_date: '2021-01-31', late: true });
    expect(await nonCompliant(e.id)).toBe(true);
    expect(ids((await admin.get(`/api/v1/controls/?late=true&factory=${w.siteA}&page_size=100`)).body)).toContain(c.id);
    expect(ids((await admin.get(`/api/v1/controls/?next_date_lte=2021-02-01&element=${e.id}`)).body)).toEqual([c.id]);
    expect(ids((await admin.get(`/api/v1/controls/?next_date_gte=2021-02-01&element=${e.id}`)).body)).toEqual([]);
    // finished needs a completed date
    const refused = await admin.patch(`/api/v1/controls/${c.id}/`, { status: 'finished' });
    expect(refused.status).toBe(400);
    expect(refused.body.completed_date).toBeDefined();
    // planned only by planning it into an intervention
    const alone = await admin.patch(`/api/v1/controls/${c.id}/`, { status: 'to_do_planned' });
    expect(alone.status).toBe(400);
    expect(alone.body.status).toEqual(['Un contrôle planifié doit appartenir à une intervention : planifiez-le dans une intervention.']);
    const done = await admin.patch(`/api/v1/controls/${c.id}/`, { status: 'finished', completed_date: '2026-01-31' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'finished', completed_date: '2026-01-31', late: false });
    const all = await controlsOf(e.id);
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({ status: 'to_do', next_date: '2027-01-31', completed_date: null });
    expect(await nonCompliant(e.id)).toBe(false);
    expect(ids((await admin.get(`/api/v1/controls/?status=finished&element=${e.id}`)).body)).toEqual([c.id]);
    // due within N days: open ones only
    expect(ids((await admin.get(`/api/v1/controls/?due_within_days=400&element=${e.id}`)).body)).toEqual([all[1].id]);
    // The default tab, 'to_do': what is left to do whatever its date (open=true), not the done one.
    expect(ids((await admin.get(`/api/v1/controls/?tab=to_do&element=${e.id}`)).body)).toEqual([all[1].id]);
    expect(ids((await admin.get(`/api/v1/controls/?open=false&element=${e.id}`)).body)).toEqual([c.id]);
    expect((await admin.get(`/api/v1/controls/?open=maybe&element=${e.id}`)).status).toBe(400);
    const options = (await admin.get('/api/v1/controls/options/')).body as { tabs: { name: string; label: string }[] };
    expect(options.tabs[0]).toMatchObject({ name: 'to_do', label: 'À faire' });
  });

  it('moving an element keeps its history and fixes the open occurrence', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w, { last_control_date: '2025-01-15' }))).body;
    const [first] = await controlsOf(e.id);
    await admin.patch(`/api/v1/controls/${first.id}/`, { status: 'finished', completed_date: '2026-01-15' });
    const moved = await admin.patch(`/api/v1/elements/${e.id}/`, { regulation: w.lifting, element_type: forklift, building: w.buildingA });
    expect(moved.status).toBe(200);
    const after = await controlsOf(e.id);
    expect(after.find((c) => c.id === first.id)).toMatchObject({ status: 'finished', regulation: w.fire, building: w.ghostA });
    const open = after.filter((c) => c.status === 'to_do');
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ regulation: w.lifting, building: w.buildingA, frequency_months: 6, element_type: forklift });
    // a bulk building move keeps following the element
    await admin.post('/api/v1/elements/bulk/', { action: 'update', ids: [e.id], data: { building: w.ghostA } });
    expect((await controlsOf(e.id)).find((c) => c.status === 'to_do')).toMatchObject({ building: w.ghostA });
  });

  it('keep room on their pages, so a building move (no indexed column) is a heap-only update', async () => {
    // Migration 0024; its effect on a bulk move is measured by tests/bench/elements.ts.
    const { rows: [c] } = await t.pool.query(`SELECT reloptions FROM pg_class WHERE oid = 'controls'::regclass`);
    expect(c.reloptions).toContain('fillfactor=85');
  });

  it('bulk: plan into a control intervention of the site, set no follow-up, refuse other statuses', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w, { last_control_date: '2020-03-01' }))).body;
    const [c] = await controlsOf(e.id);
    const intervention = async (factory: number, status = 'to_do') => (await t.pool.query(
      `INSERT INTO interventions (kind, company_id, factory_id, name, start_date, end_date, status)
       SELECT 'control', company_id, id, 'Visite', CURRENT_DATE, CURRENT_DATE, $2 FROM factories WHERE id = $1 RETURNING id`,
      [factory, status])).rows[0].id as number;
    const here = await intervention(w.siteA);
    const planned = await admin.post('/api/v1/controls/bulk/', { action: 'update', ids: [c.id], data: { intervention: here } });
    expect(planned.status).toBe(200);
    expect((await admin.get(`/api/v1/controls/${c.id}/`)).body).toMatchObject({ status: 'to_do_planned', intervention: here, late: true });
    expect(await nonCompliant(e.id)).toBe(true);
    const elsewhere = await admin.post('/api/v1/controls/bulk/', { action: 'update', ids: [c.id], data: { intervention: await intervention(w.siteB) } });
    expect(elsewhere.status).toBe(400);
    const done = await admin.post('/api/v1/controls/bulk/', { action: 'update', ids: [c.id], data: { intervention: await intervention(w.siteA, 'done') } });
    expect(done.status).toBe(400);
    expect((await admin.post('/api/v1/controls/bulk/', { action: 'update', ids: [c.id], data: { status: 'finished' } })).status).toBe(400);
    const dropped = await admin.post('/api/v1/controls/bulk/', { action: 'update', ids: [c.id], data: { status: 'no_follow_up' } });
    expect(dropped.status).toBe(200);
    expect(await nonCompliant(e.id)).toBe(false);
    expect(ids((await admin.get(`/api/v1/controls/?late=true&element=${e.id}`)).body)).toEqual([]);
    // delete asks for confirmation, then goes
    const ask = await admin.post('/api/v1/controls/bulk/', { action: 'delete', ids: [c.id] });
    expect(ask.body.confirm_request).toBeDefined();
    expect((await admin.post('/api/v1/controls/bulk/', { action: 'delete', ids: [c.id], confirm: true })).status).toBe(200);
    expect(await controlsOf(e.id)).toEqual([]);
  });

  it('deleting a late blocking control makes its element compliant again', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w, { last_control_date: '2020-03-01' }))).body;
    const [c] = await controlsOf(e.id);
    expect(await nonCompliant(e.id)).toBe(true);
    expect((await admin.del(`/api/v1/controls/${c.id}/`)).status).toBe(204);
    expect(await nonCompliant(e.id)).toBe(false);
  });

  it('creates a control by hand (company, site, building and regulation copied from the element)', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w))).body;
    const made = await admin.post('/api/v1/controls/', { element: e.id, designation: 'Contrôle visuel', frequency_months: 3, next_date: '2030-05-31' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ factory: w.siteA, building: w.ghostA, regulation: w.fire, status: 'to_do', company: 1 });
  });

  it('is scoped: another company sees none of them and cannot point to them', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w))).body;
    const [c] = await controlsOf(e.id);
    const corpo = as(t.app, await login(t.app, CORPO));
    expect((await corpo.get(`/api/v1/controls/${c.id}/`)).status).toBe(404);
    expect((await corpo.patch(`/api/v1/controls/${c.id}/`, { designation: 'x' })).status).toBe(404);
    expect((await corpo.post('/api/v1/controls/bulk/', { action: 'update', ids: [c.id], data: { status: 'to_do' } })).status).toBe(400);
    expect((await corpo.post('/api/v1/controls/', { element: e.id, designation: 'x', frequency_months: 1, next_date: '2030-01-01' })).status).toBe(400);
    expect((await admin.get('/api/v1/controls/count/')).body.count).toBeGreaterThan(0);
  });
});
