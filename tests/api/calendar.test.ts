// GET /calendar/controls-due/: the open controls due per day of a window, counted over what a
// /controls/ list with the same filters shows (scope included), with the late ones; bad windows
// are translated 400s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, login, startApp, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let corpo: ReturnType<typeof as>;
let factory: number;
const URL = '/api/v1/calendar/controls-due/';
// Days no demo control falls on: the counts are this test's rows only.
const DAY1 = '1990-03-01';
const DAY2 = '1990-03-02';

beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  corpo = as(t.app, await login(t.app, CORPO));
  const { rows: [el] } = await t.pool.query(`SELECT e.id, e.factory_id FROM elements e JOIN companies c ON c.id = e.company_id
    WHERE c.name = 'Démo Industrie' ORDER BY e.id LIMIT 1`);
  factory = el.factory_id;
  const insert = (day: string, status: string) => t.pool.query(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id,
      element_id, designation, frequency_months, next_date, status, completed_date)
    SELECT company_id, factory_id, building_id, regulation_id, id, 'Calendrier test', 12, $2::date, $3::control_status, CASE WHEN $3::text = 'finished' THEN $2::date END
    FROM elements WHERE id = $1`, [el.id, day, status]);
  await insert(DAY1, 'to_do');
  await insert(DAY1, 'to_do_planned');
  await insert(DAY1, 'finished');
  await insert(DAY2, 'no_follow_up');
});
afterAll(async () => {
  await t.pool.query(`DELETE FROM controls WHERE designation = 'Calendrier test'`);
  await t.close();
});

describe('controls due per day', () => {
  it('counts the open controls of each day of the window, the late ones apart, as the list counts them', async () => {
    const res = await admin.get(`${URL}?start=1990-02-20&end=1990-03-10`);
    expect(res.status).toBe(200);
    // Finished and no-follow-up controls are due no more.
    expect(res.body.days).toEqual([{ date: DAY1, count: 2, late: 2 }]);
    const count = await admin.get(`/api/v1/controls/count/?next_date_gte=${DAY1}&next_date_lte=${DAY1}&late=true`);
    expect(count.body.count).toBe(2);
  });

  it('takes the list filters, and another company sees none of these', async () => {
    const planned = await admin.get(`${URL}?start=${DAY1}&end=${DAY2}&status=to_do_planned&factory=${factory}`);
    expect(planned.body.days).toEqual([{ date: DAY1, count: 1, late: 1 }]);
    const { rows: [site2] } = await t.pool.query('SELECT id FROM factories WHERE company_id = (SELECT company_id FROM factories WHERE id = $1) AND id <> $1 LIMIT 1', [factory]);
    const elsewhere = await admin.get(`${URL}?start=${DAY1}&end=${DAY2}&factory=${site2.id}`);
    expect(elsewhere.body.days).toEqual([]);
    const other = await corpo.get(`${URL}?start=${DAY1}&end=${DAY2}`);
    expect(other.status).toBe(200);
    expect(other.body.days).toEqual([]);
  });

  it('refuses a missing, impossible or reversed window, or one too wide, with translated messages', async () => {
    const missing = await admin.get(`${URL}?start=${DAY1}`);
    expect(missing.status).toBe(400);
    expect(missing.body.end).toEqual(['Ce champ est obligatoire.']);
    const impossible = await admin.get(`${URL}?start=1990-02-30&end=${DAY2}`);
    expect(impossible.status).toBe(400);
    expect(impossible.body.start).toHaveLength(1);
    const reversed = await admin.get(`${URL}?start=${DAY2}&end=${DAY1}`, 'en');
    expect(reversed.body.end).toEqual(['The end must be on or after the start.']);
    const wide = await admin.get(`${URL}?start=1990-01-01&end=1992-01-01`);
    expect(wide.body.end).toEqual(['La période demandée ne peut dépasser 400 jours.']);
    const badFilter = await admin.get(`${URL}?start=${DAY1}&end=${DAY2}&status=nope`);
    expect(badFilter.status).toBe(400);
  });
});
