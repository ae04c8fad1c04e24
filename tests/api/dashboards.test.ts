// The dashboards (issue 15): every number of the main dashboard equals the count of the list it
// opens, for users of different scopes; only page and tab are accepted; 5-minute cache; rights
// (dashboard area, conformityscorehistory area, the user's dashboard access); the score's cards
// in scope, the stored daily snapshot equal to a recomputation, the history per year, improve.
import { seedScoreHistory } from '../../server/areas/dashboards/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_CYCLES } from '../../resources/dashboards';
import { HISTORY_JOB, takeSnapshot } from '../../server/areas/dashboards/history';
import { causeGain, WEIGHTS, type Finding } from '../../server/areas/dashboards/formula';
import { createDb } from '../../server/db/pool';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, SUPPORT, type TestApp } from './helpers';

let t: TestApp;
const users: Record<string, ReturnType<typeof as>> = {};
const TECH = 'technicien@demo.fr';
const START = 'admin@start.fr';
const MAIN = '/api/v1/dashboard/main/';
const SCORE = '/api/v1/dashboard/conformity/';
type Item = { key: string; count: number; resource: string; filter: Record<string, string> };

beforeAll(async () => {
  t = await startApp();
  for (const email of [ADMIN, LECTEUR, TECH, SUPPORT, CORPO, START]) users[email] = as(t.app, await login(t.app, email));
});
afterAll(async () => { await t.close(); });

const itemsOf = (body: { sections: Record<string, Item[]> }) => Object.values(body.sections).flat();
const qs = (filter: Record<string, string>) => new URLSearchParams(filter).toString();

/** Runs `fn` with the user's row changed by `set` (SQL), then puts it back. */
async function withUser(email: string, set: string, fn: () => Promise<void>) {
  const before = (await t.pool.query('SELECT rights, dashboard_access FROM users WHERE email = $1', [email])).rows[0];
  await t.pool.query(`UPDATE users SET ${set} WHERE email = $1`, [email]);
  try { await fn(); } finally {
    await t.pool.query('UPDATE users SET rights = $2, dashboard_access = $3 WHERE email = $1', [email, before.rights, before.dashboard_access]);
  }
}

describe('main dashboard', () => {
  it('greets with the names and the count of elements managed (= /elements/count/)', async () => {
    for (const email of [ADMIN, LECTEUR, TECH]) {
      const u = users[email];
      const r = await u.get(MAIN);
      expect(r.status).toBe(200);
      expect(r.body.element_count).toBe((await u.get('/api/v1/elements/count/')).body.count);
      expect(r.body.element_count).toBeGreaterThan(0);
    }
    expect((await users[ADMIN].get(MAIN)).body).toMatchObject({ first_name: 'Alice', last_name: 'Martin' });
  });

  it('every number equals GET /<resource>/count/?<filter> for the same user (demo data, four scopes)', async () => {
    let nonZero = 0;
    for (const email of [ADMIN, LECTEUR, TECH, SUPPORT]) {
      const u = users[email];
      for (const cycle of DASHBOARD_CYCLES) {
        const r = await u.get(`${MAIN}control_cycle_${cycle}/`);
        expect(r.status, `${email} ${cycle}`).toBe(200);
        expect(r.body.cycle).toBe(cycle);
        for (const item of itemsOf(r.body)) {
          if (item.resource === 'express-reports') {
            // Its resource is another area's (merged later): its table, counted with the same filter.
            const n = (await t.pool.query(`SELECT count(*)::int AS n FROM express_reports WHERE status::text = ANY($1)`, [item.filter.status.split(',')])).rows[0].n;
            if (email === SUPPORT) expect(item.count).toBe(n);
            continue;
          }
          const list = await u.get(`/api/v1/${item.resource}/count/?${qs(item.filter)}`);
          expect(list.status, item.key).toBe(200);
          expect(item.count, `${email} ${item.key}`).toBe(list.body.count);
          if (item.count > 0) nonZero += 1;
        }
      }
    }
    expect(nonZero).toBeGreaterThan(10);
  });

  it('the scope narrows the numbers: a one-site reader sees at most what the admin sees', async () => {
    const admin = itemsOf((await users[ADMIN].get(`${MAIN}control_cycle_control/`)).body);
    const reader = itemsOf((await users[LECTEUR].get(`${MAIN}control_cycle_control/`)).body);
    for (const item of reader) expect(item.count).toBeLessThanOrEqual(admin.find((a) => a.key === item.key)!.count);
    // Another company's admin: that company's rows only.
    const corpo = itemsOf((await users[CORPO].get(`${MAIN}control_cycle_elements/`)).body);
    const own = (await t.pool.query(`SELECT count(*)::int AS n FROM elements e JOIN companies c ON c.id = e.company_id
      WHERE e.non_compliant AND c.name = 'Groupe Corpo'`)).rows[0].n;
    expect(corpo.find((i) => i.key === 'elements_non_compliant')!.count).toBe(own);
  });

  it('express reports: only for a company on the pro plan or above', async () => {
    // Below pro the cycle is refused as every other pro route is (issue 24 §9), not answered empty.
    const start = await users[START].get(`${MAIN}control_cycle_express_repport/`);
    expect(start.status).toBe(403);
    expect(start.body.code).toBe('tier_required');
    const admin = itemsOf((await users[ADMIN].get(`${MAIN}control_cycle_express_repport/`)).body);
    expect(admin.map((i) => i.key)).toContain('express_reports_to_validate');
  });

  it('accepts only page and tab (anything else: 400, translated), and is cached 5 minutes', async () => {
    const u = users[ADMIN];
    const ok = await u.get(`${MAIN}control_cycle_task/?page=2&tab=warning`);
    expect(ok.status).toBe(200);
    expect(ok.res.headers['cache-control']).toBe('private, max-age=300');
    for (const q of ['ordering=-id', 'status=to_do', 'page=abc', 'factory=1']) {
      const r = await u.get(`${MAIN}control_cycle_task/?${q}`);
      expect(r.status, q).toBe(400);
    }
    const bad = await u.get(`${SCORE}sites/?ordering=score`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ordering: ['Champ inconnu.'] });
  });

  it('rights: the dashboard area; an item is left out when its list is not the user\'s', async () => {
    await withUser(LECTEUR, `rights = rights - 'dashboard'`, async () => {
      const r = await users[LECTEUR].get(`${MAIN}control_cycle_control/`);
      expect(r.status).toBe(403);
      expect(r.body.detail).toContain('dashboard.view');
    });
    await withUser(LECTEUR, `rights = rights - 'control'`, async () => {
      const r = await users[LECTEUR].get(`${MAIN}control_cycle_control/`);
      expect(itemsOf(r.body)).toEqual([]);
    });
  });
});

describe('conformity score', () => {
  it('rights: conformityscorehistory and the score in the user\'s dashboard access (403 translated)', async () => {
    await withUser(LECTEUR, `dashboard_access = '{main}'`, async () => {
      const r = await users[LECTEUR].get(`${SCORE}sites/`);
      expect(r.status).toBe(403);
      expect(r.body.detail).toContain('tableau de bord');
      expect((await users[LECTEUR].get(`${SCORE}formula/`, 'en')).body.detail).toContain('dashboard');
      expect((await users[LECTEUR].get(`${MAIN}control_cycle_task/`)).status).toBe(200);
    });
    await withUser(LECTEUR, `dashboard_access = '{conformity}'`, async () => {
      expect((await users[LECTEUR].get(`${SCORE}sites/`)).status).toBe(200);
    });
    await withUser(LECTEUR, `rights = rights - 'conformityscorehistory'`, async () => {
      expect((await users[LECTEUR].get(`${SCORE}history/`)).status).toBe(403);
    });
  });

  it('GET /dashboard/score/ (and its old name conformity): the cards\' numbers in one answer, same rights', async () => {
    for (const user of [ADMIN, LECTEUR]) {
      const r = await users[user].get('/api/v1/dashboard/score/');
      expect(r.status).toBe(200);
      expect((await users[user].get('/api/v1/dashboard/conformity/')).body).toEqual(r.body);
      for (const [part, cardName] of [['elements', 'sites'], ['controls', 'controls'], ['obligations', 'obligations'], ['tasks', 'tasks']]) {
        const c = (await users[user].get(`${SCORE}${cardName}/`)).body;
        expect(r.body[part].score, part).toBe(c.score);
        const rows = c.rows as { total: number; failing: number }[];
        expect(r.body[part].total, part).toBe(rows.reduce((a, x) => a + x.total, 0));
        expect(r.body[part].failing, part).toBe(rows.reduce((a, x) => a + x.failing, 0));
      }
    }
    await withUser(LECTEUR, `dashboard_access = '{main}'`, async () => {
      expect((await users[LECTEUR].get('/api/v1/dashboard/score/')).status).toBe(403);
    });
    expect((await users[ADMIN].get('/api/v1/dashboard/score/?ordering=score')).status).toBe(400);
    expect((await users[ADMIN].get('/api/v1/dashboard/nothing/')).status).toBe(404);
  });

  it('the six cards, in scope: the reader sees only Lyon', async () => {
    for (const name of ['sites', 'buildings', 'regulations', 'controls', 'obligations', 'tasks']) {
      const r = await users[ADMIN].get(`${SCORE}${name}/`);
      expect(r.status, name).toBe(200);
      expect(r.body.name).toBe(name);
      if (r.body.score !== null) expect(r.body.score).toBeGreaterThanOrEqual(0);
      if (r.body.score !== null) expect(r.body.score).toBeLessThanOrEqual(100);
    }
    const sites = (await users[LECTEUR].get(`${SCORE}sites/`)).body;
    expect(sites.rows.map((r: { label: string }) => r.label)).toEqual(['Usine de Lyon']);
    const corpo = (await users[CORPO].get(`${SCORE}sites/`)).body;
    expect(corpo.rows.map((r: { label: string }) => r.label)).not.toContain('Usine de Lyon');
  });

  it('the demo history ends on today\'s real score: no jump between yesterday and today, an improvement over two years', async () => {
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      // A copy private to this transaction (temporary tables come first in the search path): the
      // demo's history written again from the current state, out of other test files' way.
      await client.query(`CREATE TEMP TABLE conformity_score_history (LIKE public.conformity_score_history INCLUDING DEFAULTS INCLUDING IDENTITY,
        CONSTRAINT conformity_score_history_key UNIQUE NULLS NOT DISTINCT (company_id, day, factory_id, regulation_id)) ON COMMIT DROP`);
      await seedScoreHistory(client);
      const { rows } = await client.query<{ ago: number; score: number }>(`SELECT (now() AT TIME ZONE 'Europe/Paris')::date - day AS ago, score
        FROM conformity_score_history WHERE company_id = 1 AND factory_id IS NULL AND regulation_id IS NULL
          AND (now() AT TIME ZONE 'Europe/Paris')::date - day IN (0, 1, 700) ORDER BY 1`);
      expect(rows.map((r) => r.ago)).toEqual([0, 1, 700]);
      const [today, yesterday, before] = rows;
      // Today's point is the live score, and the curve arrives on it.
      const { rows: [live] } = await client.query<{ score: number }>(`SELECT round((sum(score_sum)::numeric / sum(elements)), 1)::float8 AS score
        FROM score_counters WHERE company_id = 1 AND elements > 0`);
      expect(today.score).toBeCloseTo(live.score, 1);
      expect(Math.abs(today.score - yesterday.score)).toBeLessThan(0.5);
      expect(before.score).toBeLessThan(yesterday.score - 10);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('the stored snapshot equals a recomputation; the job is idempotent and fills missed days', async () => {
    const db = createDb(t.pool);
    const first = await takeSnapshot(db);
    // Other test files add sites meanwhile: the demo company's own rows (whole company, per regulation) are counted.
    const count = async () => (await t.pool.query(`SELECT count(*)::int AS n FROM conformity_score_history
      WHERE company_id = 1 AND factory_id IS NULL`)).rows[0].n;
    const n = await count();
    const again = await takeSnapshot(db);
    expect(again.day).toBe(first.day);
    expect(await count()).toBe(n);
    const stored = (await t.pool.query(`SELECT factory_id, score, elements FROM conformity_score_history
      WHERE company_id = 1 AND day = $1 AND regulation_id IS NULL`, [first.day])).rows;
    const card = (await users[ADMIN].get(`${SCORE}sites/`)).body;
    expect(stored.find((r) => r.factory_id === null).score).toBeCloseTo(card.score, 1);
    for (const row of card.rows) {
      const s = stored.find((r) => r.factory_id === row.id);
      expect(s.elements).toBe(row.total);
      expect(s.score).toBeCloseTo(row.score, 1);
    }
    // A missed day (the instance was down): filled by the next run, never overwritten.
    await t.pool.query(`DELETE FROM conformity_score_history WHERE company_id = 1 AND day = $1::date - 1`, [first.day]);
    const filled = await takeSnapshot(db);
    expect(filled.filled).toBeGreaterThan(0);
    expect(await count()).toBe(n);
  });

  it('the snapshot job is scheduled once, at 00:15 Europe/Paris (after the compliance job)', async () => {
    const { rows } = await t.pool.query('SELECT cron, timezone FROM pgboss.schedule WHERE name = $1', [HISTORY_JOB]);
    expect(rows).toEqual([{ cron: '15 0 * * *', timezone: 'Europe/Paris' }]);
  });

  it('history: one point per year, the demo\'s past two years included', async () => {
    const r = await users[ADMIN].get(`${SCORE}history/`);
    expect(r.status).toBe(200);
    const years = r.body.years.map((y: { year: number }) => y.year);
    const now = new Date().getFullYear();
    expect(years).toEqual(expect.arrayContaining([now - 2, now - 1, now]));
    for (const y of r.body.years) expect(y.score).toBeGreaterThan(0);
  });

  it('improve: causes ranked by their real gain, each opening its list of findings', async () => {
    const r = await users[ADMIN].get(`${SCORE}improve/`);
    expect(r.status).toBe(200);
    type Cause = { kind: string; finding: Finding; key: string; label: string; elements: number; findings: number; gain: number;
      resource: string; filter: Record<string, string> };
    const items = r.body.items as Cause[];
    expect(items.length).toBeGreaterThan(1);
    // One line per cause, ranked by gain; the gains differ (not "+0,1 pt" on every line).
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
    for (let i = 1; i < items.length; i += 1) expect(items[i - 1].gain).toBeGreaterThanOrEqual(items[i].gain);
    expect(new Set(items.map((i) => i.gain)).size).toBeGreaterThan(1);
    // Each number is the count of the list the cause opens.
    for (const item of items.slice(0, 8)) {
      const listed = (await users[ADMIN].get(`/api/v1/${item.resource}/count/?${qs(item.filter)}`)).body.count as number;
      if (item.kind === 'element') expect(listed).toBe(item.elements);
      else if (item.kind === 'obligation') expect(listed).toBeGreaterThanOrEqual(item.findings);
      else expect(listed).toBe(item.findings);
    }
    // The first control type's gain, recomputed from its controls: every element it hits fixed.
    const control = items.find((i) => i.kind === 'control' && i.filter.type);
    expect(control).toBeDefined();
    const { rows: hits } = await t.pool.query<{ penalty: number; count: number }>(`SELECT f.penalty, count(*)::int AS count
      FROM controls k JOIN element_findings f ON f.element_id = k.element_id
      WHERE f.company_id = 1 AND k.type_id = $1 AND k.leads_to_non_compliance = $2 AND k.status IN ('to_do', 'to_do_planned')
        AND k.next_date < score_paris_today() GROUP BY f.element_id, f.penalty`, [Number(control!.filter.type), control!.finding === 'late_blocking_control']);
    const { rows: [{ n }] } = await t.pool.query<{ n: number }>('SELECT sum(elements)::int AS n FROM score_counters WHERE company_id = 1');
    expect(control!.gain).toBeCloseTo(causeGain(control!.finding, hits, n), 3);
    expect(control!.findings).toBe(hits.reduce((a, h) => a + h.count, 0));
  });

  it('formula: the weights', async () => {
    const r = await users[LECTEUR].get(`${SCORE}formula/`);
    expect(r.body.weights).toEqual({ ...WEIGHTS });
  });
});
