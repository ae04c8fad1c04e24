// Real completion dates and closing what the work treated (issue "Compliance facts you can trust",
// items 3 and 4, and item 1's control results): an intervention is done on its completed date (the
// earlier of its end and today by default, never in the future), its controls are finished on it
// and their next occurrences count from it, the activity report files it under it; a control's
// non-conforming result makes its element non-compliant and opens an observation; a maintenance
// intervention done closes its observations, and going back reopens only those it closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '../../server/areas/elements/conformity';
import { CONTROL_TASK_DAYS } from '../../server/areas/controls/results';
import { ADMIN, as, login, startApp, type TestApp } from './helpers';
import { cleanElement, controlRow, lateControl, nonCompliant, openControls } from './interventions-fixture';

let t: TestApp;
let admin: ReturnType<typeof as>;
let adminId: number;
let lyon: number;
const CI = '/api/v1/control-interventions/';
const MI = '/api/v1/maintenance-interventions/';
const today = parisDay();
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const addMonths = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d.getUTCDate(), last))).toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  adminId = (await t.pool.query(`SELECT id FROM users WHERE email = $1`, [ADMIN])).rows[0].id;
  lyon = (await t.pool.query(`SELECT id FROM factories WHERE name = 'Usine de Lyon'`)).rows[0].id;
});
afterAll(async () => { await t.close(); });

async function toValidate(url: string, body: Record<string, unknown>) {
  const created = await admin.post(url, { name: 'Visite', factory: lyon, ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await admin.patch(`${url}${created.body.id}/`, { status: 'to_validate' })).status).toBe(200);
  return created.body.id as number;
}

describe('completion date of an intervention', () => {
  it('planned next week, validated today: done today, controls finished today, next occurrence from today', async () => {
    const { element } = await cleanElement(t.pool, lyon);
    const k = await lateControl(t.pool, element, 12);
    const id = await toValidate(CI, { start: addDays(today, 5), end: addDays(today, 6), inspector: 'Apave', controls: [k] });
    const done = await admin.patch(`${CI}${id}/`, { status: 'done' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.completed_date).toBe(today);
    expect(await controlRow(t.pool, k)).toMatchObject({ status: 'finished', completed_date: today });
    expect((await openControls(t.pool, element))[0]).toMatchObject({ next_date: addMonths(today, 12) });
    // The activity report files it under the month it was done.
    const report = await admin.get(`/api/v1/activity/?period=past_twelve_months&factory=${lyon}`);
    const thisMonth = (await t.pool.query(`SELECT count(*)::int AS n FROM interventions WHERE factory_id = $1 AND status = 'done'
      AND to_char(completed_date, 'YYYY-MM') = $2`, [lyon, today.slice(0, 7)])).rows[0].n;
    const series = report.body.series.find((s: { key: string }) => s.key === 'interventions');
    expect(series.per_month[report.body.months.indexOf(today.slice(0, 7))]).toBe(thisMonth);
    expect(thisMonth).toBeGreaterThanOrEqual(1);
    // Back a step: the date goes, the control is open again.
    const back = await admin.patch(`${CI}${id}/`, { status: 'to_validate' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.completed_date).toBeNull();
    expect(await controlRow(t.pool, k)).toMatchObject({ status: 'to_do_planned', completed_date: null });
  });

  it('a given date is used; a date in the future is a 400 on completed_date (fr and en), and nothing changes', async () => {
    const { element } = await cleanElement(t.pool, lyon);
    const k = await lateControl(t.pool, element, 12);
    const id = await toValidate(CI, { start: addDays(today, -20), end: addDays(today, -18), inspector: 'Apave', controls: [k] });
    const future = await admin.patch(`${CI}${id}/`, { status: 'done', completed_date: addDays(today, 1) });
    expect(future.status).toBe(400);
    expect(future.body.completed_date[0]).toContain('futur');
    const en = await admin.patch(`${CI}${id}/`, { status: 'done', completed_date: addDays(today, 1) }, 'en');
    expect(en.body.completed_date[0]).toContain('future');
    expect(await controlRow(t.pool, k)).toMatchObject({ status: 'to_do_planned', completed_date: null });
    expect((await admin.patch(`${CI}${id}/`, { status: 'done', completed_date: '2026-02-30' })).status).toBe(400);
    const day = addDays(today, -19);
    const done = await admin.patch(`${CI}${id}/`, { status: 'done', completed_date: day });
    expect(done.body).toMatchObject({ status: 'done', completed_date: day });
    expect(await controlRow(t.pool, k)).toMatchObject({ status: 'finished', completed_date: day });
    expect((await openControls(t.pool, element))[0]).toMatchObject({ next_date: addMonths(day, 12) });
    // Not settable apart from the validation.
    expect((await admin.patch(`${CI}${id}/`, { completed_date: addDays(today, -2) })).body.completed_date[0]).toBeDefined();
  });

  it('left out, it is the planned end when that is past', async () => {
    const end = addDays(today, -3);
    const id = await toValidate(MI, { start: addDays(today, -4), end, participant: 'Sicli' });
    expect((await admin.patch(`${MI}${id}/`, { status: 'done' })).body.completed_date).toBe(end);
  });
});

describe('control results in an intervention', () => {
  it('a non-conforming result: element non-compliant whatever its controls, an observation with deadline and manager; undone going back', async () => {
    const { element } = await cleanElement(t.pool, lyon);
    const k = await lateControl(t.pool, element, 12);
    expect((await admin.patch(`/api/v1/controls/${k}/`, { result: 'non_compliant', result_remark: 'Crochet déformé' })).status).toBe(200);
    const id = await toValidate(CI, { start: addDays(today, -2), end: addDays(today, -1), inspector: 'Apave', controls: [k], supervisor: adminId });
    expect((await admin.patch(`${CI}${id}/`, { status: 'done' })).status).toBe(200);
    // The control is done and on time, yet the element is non-compliant: its result says so.
    expect(await nonCompliant(t.pool, element)).toBe(true);
    const tasks = (await t.pool.query(`SELECT description, deadline::text, manager_id, origin::text, status::text FROM tasks WHERE control_id = $1`, [k])).rows;
    expect(tasks).toEqual([{ description: expect.stringContaining('Crochet déformé'), deadline: addDays(addDays(today, -1), CONTROL_TASK_DAYS),
      manager_id: adminId, origin: 'control', status: 'not_started' }]);
    const why = await admin.get(`/api/v1/elements/${element}/conformity/`);
    expect(why.body.reasons[0]).toMatchObject({ kind: 'verdict', source: 'control', control: k, day: addDays(today, -1), remark: 'Crochet déformé' });
    const history = await admin.get(`/api/v1/activity-log/?object_type=elements&object_id=${element}`);
    const entry = history.body.results.find((r: { changes: Record<string, unknown> }) => r.changes.control_result);
    expect(entry.changes).toMatchObject({ control_result: [null, expect.stringContaining('non_compliant')], observation: [null, expect.any(Number)] });
    // Back a step: the result's verdict and its observation go, the control is late again.
    expect((await admin.patch(`${CI}${id}/`, { status: 'to_validate' })).status).toBe(200);
    expect((await t.pool.query(`SELECT count(*)::int AS n FROM tasks WHERE control_id = $1`, [k])).rows[0].n).toBe(0);
    expect((await admin.get(`/api/v1/elements/${element}/conformity/`)).body.reasons.map((r: { kind: string }) => r.kind)).toEqual(['late_control']);
  });

  it('the observation a non-conforming result opens is written in the language of who finished the control', async () => {
    const descriptions = async (k: number) => (await t.pool.query(`SELECT description FROM tasks WHERE control_id = $1`, [k])).rows.map((r) => r.description);
    const finish = async (lang: string, remark: string) => {
      const { element } = await cleanElement(t.pool, lyon);
      const k = await lateControl(t.pool, element, 12);
      const designation = (await t.pool.query(`SELECT designation FROM controls WHERE id = $1`, [k])).rows[0].designation as string;
      const done = await admin.patch(`/api/v1/controls/${k}/`, { status: 'finished', completed_date: today, result: 'non_compliant', result_remark: remark }, lang);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      return { k, designation };
    };
    const en = await finish('en', '');
    expect(await descriptions(en.k)).toEqual([`${en.designation}: non-compliant`]);
    const enRemark = await finish('en', 'Hook deformed');
    expect(await descriptions(enRemark.k)).toEqual([`${enRemark.designation}: Hook deformed`]);
    const fr = await finish('fr', '');
    expect(await descriptions(fr.k)).toEqual([`${fr.designation} : non conforme`]);
  });

  it('a conforming result lifts an earlier non-compliant verdict; a done result no longer changes (400)', async () => {
    const { element } = await cleanElement(t.pool, lyon);
    const k = await lateControl(t.pool, element, 12);
    expect((await admin.post(`/api/v1/elements/${element}/conformity/`, { conformity: 'non_compliant' })).status).toBe(200);
    const done = await admin.patch(`/api/v1/controls/${k}/`, { status: 'finished', completed_date: today, result: 'compliant' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await nonCompliant(t.pool, element)).toBe(false);
    const refused = await admin.patch(`/api/v1/controls/${k}/`, { result: 'non_compliant' });
    expect(refused.status).toBe(400);
    expect(refused.body.result[0]).toContain('réalisé');
    expect((await admin.patch(`/api/v1/controls/${k}/`, { result: 'non_compliant' }, 'en')).body.result[0]).toContain('done');
  });
});

describe('a maintenance intervention closes what it treated', () => {
  it('done closes its open observations (date, who); back a step reopens only those, to their former status', async () => {
    const { element } = await cleanElement(t.pool, lyon);
    const task = async (status: string) => (await t.pool.query(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id,
        description, status) SELECT company_id, factory_id, building_id, regulation_id, id, 'Observation ' || $2::text, $2::task_status
      FROM elements WHERE id = $1 RETURNING id`, [element, status])).rows[0].id as number;
    const [a, b, c] = [await task('not_started'), await task('doing'), await task('no_followup')];
    const id = await toValidate(MI, { start: addDays(today, -2), end: addDays(today, -1), participant: 'Sicli', tasks: [a, b, c] });
    expect((await admin.patch(`${MI}${id}/`, { status: 'done' })).status).toBe(200);
    const state = async () => (await t.pool.query(`SELECT id, status::text, closed_by_id, closed_at IS NOT NULL AS closed FROM tasks
      WHERE id = ANY($1) ORDER BY id`, [[a, b, c]])).rows;
    expect(await state()).toEqual([
      { id: a, status: 'done', closed_by_id: adminId, closed: true },
      { id: b, status: 'done', closed_by_id: adminId, closed: true },
      { id: c, status: 'no_followup', closed_by_id: null, closed: false },
    ]);
    const shown = await admin.get(`/api/v1/tasks/${a}/`);
    expect(shown.body).toMatchObject({ status: 'done', closed_by: adminId, closed_by_intervention: id });
    expect((await admin.patch(`${MI}${id}/`, { status: 'to_validate' })).status).toBe(200);
    expect(await state()).toEqual([
      { id: a, status: 'not_started', closed_by_id: null, closed: false },
      { id: b, status: 'doing', closed_by_id: null, closed: false },
      { id: c, status: 'no_followup', closed_by_id: null, closed: false },
    ]);
  });
});
