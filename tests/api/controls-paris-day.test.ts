// A control is late from the day after its next_date in Europe/Paris, whatever the database
// server's time zone (migration 0044). The app here runs on a session in a zone whose date is not
// Paris's now (UTC−12 or UTC+14, whichever differs at this hour), so CURRENT_DATE and the business
// day disagree: the control's `late`, the dashboard's stored counters and the score's findings must
// all read the business day, as the element's conformity and the reminders do. Before 0044 they
// read CURRENT_DATE and this test fails.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { parisDay } from '../../server/areas/elements/conformity';
import { ADMIN, as, login, startApp, type TestApp } from './helpers';
import { elementBody, elementWorld, type ElementWorld } from './elements-fixture';

const dayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
/** A zone whose date is not Paris's now: UTC−12 is a day behind until 13:00 in Paris, UTC+14 a day ahead from 11:00. */
const ZONE = ['Etc/GMT+12', 'Etc/GMT-14'].find((z) => dayIn(z) !== parisDay())!;

let t: TestApp;
let admin: ReturnType<typeof as>;
let w: ElementWorld;

beforeAll(async () => {
  const url = new URL(inject('databaseUrl'));
  url.searchParams.set('options', `-c TimeZone=${ZONE}`);
  t = await startApp({}, undefined, url.toString());
  admin = as(t.app, await login(t.app, ADMIN));
  w = await elementWorld(t, admin);
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('controls late by the business day (Europe/Paris), not the database session\'s day', () => {
  it('the control, the stored dashboard counters and the score agree with Paris', async () => {
    const { db_day: dbDay, paris_day: parisToday } = (await t.pool.query(
      `SELECT CURRENT_DATE::text AS db_day, (now() AT TIME ZONE 'Europe/Paris')::date::text AS paris_day`)).rows[0];
    expect(dbDay, `the session in ${ZONE} is on another day than Paris`).not.toBe(parisToday);
    // The earlier of the two days: late in Paris when the database is behind, not late when ahead.
    const due = dbDay < parisToday ? dbDay : parisToday;
    const lateInParis = due < parisToday;

    const element = (await admin.post('/api/v1/elements/', elementBody(w))).body;
    const ids = (await t.pool.query(`UPDATE controls SET next_date = $1, leads_to_non_compliance = true
      WHERE element_id = $2 AND status IN ('to_do', 'to_do_planned') RETURNING id`, [due, element.id])).rows.map((r) => r.id as number);
    expect(ids.length).toBeGreaterThan(0);

    for (const id of ids) expect((await admin.get(`/api/v1/controls/${id}/`)).body.late).toBe(lateInParis);
    const listed = await admin.get(`/api/v1/controls/?element=${element.id}&late=true`);
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((r: { id: number }) => r.id).sort()).toEqual(lateInParis ? [...ids].sort() : []);

    // The stored counters, kept by the triggers of this session's write.
    const stored = (await t.pool.query(`SELECT coalesce(sum(n), 0)::int AS n FROM dashboard_counters
      WHERE key = 'controls_late_blocking' AND factory_id = $1`, [w.siteA])).rows[0].n;
    expect(stored).toBe(lateInParis ? ids.length : 0);
    const scratch = (await t.pool.query(`SELECT coalesce(sum(n), 0)::int AS n FROM dashboard_counts_from_scratch()
      WHERE key = 'controls_late' AND factory_id = $1`, [w.siteA])).rows[0].n;
    expect(scratch).toBe(lateInParis ? ids.length : 0);

    // The score's findings of the element: its late blocking controls.
    const findings = (await t.pool.query('SELECT lb FROM score_findings($1::int[])', [[element.id]])).rows[0];
    expect(findings.lb).toBe(lateInParis ? ids.length : 0);
  });
});
