// The stored conformity kept true as dates pass: a mixed state on a fresh site, the midnight pass
// run on a simulated day, compared with a from-scratch recompute (SQL) and with the pure rule
// (an oracle in JS). Before the pass the state MUST differ: a comparison that cannot fail proves
// nothing. The simulated day is in 2001 so no other row of the database is due on it. Verdicts
// are facts too (element_verdicts): the stored verdict (elements.conformity) is recomputed from
// them, and the oracle reads the facts, never the stored verdict.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownTransactions, recomputeCompliance, refreshPassedDates, type Batches } from '../../server/areas/compliance/refresh';
import { COMPLIANCE_JOB } from '../../server/areas/compliance/job';
import { isNonCompliant, nonCompliantSql, verdictOf, type ControlState, type Conformity, type VerdictFact } from '../../server/areas/elements/conformity';
import { verdictSql } from '../../server/areas/elements/verdicts';
import { createDb } from '../../server/db/pool';
import { daysFromNow } from './elements-fixture';
import { elementSession } from './helpers/session';

const DAY = '2001-03-15';
const BEFORE = '2001-03-14';
const LONG_AGO = '2000-01-31';
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const { t, admin, w } = elementSession();
let ids: Record<string, number>;
beforeAll(async () => {
  ids = await mixedState();
});

type Ctl = [status: string, nextDate: string, blocking: boolean];
type Fact = [verdict: Conformity, day: string];
/**
 * Each case: its verdicts (facts, in the order recorded) and the stored verdict they give, expiry
 * date, its controls; stored non_compliant false.
 */
const CASES: Record<string, { verdict?: Conformity; facts?: Fact[]; expiry?: string; controls?: Ctl[]; flips: boolean }> = {
  expired: { expiry: BEFORE, flips: true },
  expiresToday: { expiry: DAY, flips: false },
  lateBlocking: { controls: [['to_do', BEFORE, true], ['finished', LONG_AGO, true]], flips: true },
  latePlanned: { controls: [['to_do_planned', LONG_AGO, true]], flips: true },
  lateNotBlocking: { controls: [['to_do', LONG_AGO, false]], flips: false },
  lateFinished: { controls: [['finished', LONG_AGO, true], ['to_do', '2001-09-15', true]], flips: false },
  lateNoFollowUp: { controls: [['no_follow_up', LONG_AGO, true]], flips: false },
  dueToday: { controls: [['to_do', DAY, true]], flips: false },
  verdict: { verdict: 'non_compliant', facts: [['non_compliant', LONG_AGO]], flips: false },
  // A report's non-compliant verdict holds although the control it was about is finished.
  verdictOverFinished: { verdict: 'non_compliant', facts: [['non_compliant', BEFORE]], controls: [['finished', LONG_AGO, true]], flips: false },
  // A later compliant control result (or a person) lifts it.
  verdictLifted: { facts: [['non_compliant', LONG_AGO], ['compliant', BEFORE]], flips: false },
  // Recorded last but about an earlier day: the later day's verdict holds.
  olderVerdictRecordedLast: { facts: [['compliant', BEFORE], ['non_compliant', LONG_AGO]], flips: false },
  plain: { expiry: '2001-12-31', flips: false },
};

async function mixedState(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, c] of Object.entries(CASES)) {
    // Stored as the day before DAY left it: true only for people's verdict.
    const { rows } = await t.pool.query(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id,
      designation, conformity, expiry_date, non_compliant) VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [w.siteA, w.ghostA, w.fire, w.extinguisher, `Conformité ${name}`, c.verdict ?? 'compliant', c.expiry ?? null, c.verdict === 'non_compliant']);
    out[name] = rows[0].id;
    for (const [verdict, day] of c.facts ?? []) {
      await t.pool.query(`INSERT INTO element_verdicts (company_id, element_id, verdict, source, day) VALUES (1, $1, $2, 'report', $3)`,
        [out[name], verdict, day]);
    }
    for (const [status, next, blocking] of c.controls ?? []) {
      await t.pool.query(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, designation,
        frequency_months, next_date, status, leads_to_non_compliance) VALUES (1, $1, $2, $3, $4, 'Vérification', 12, $5, $6, $7)`,
      [w.siteA, w.ghostA, w.fire, out[name], next, status, blocking]);
    }
  }
  return out;
}

/**
 * Stored values (verdict and rule), the SQL rules from scratch, and the pure rules over the rows
 * (the verdict from its facts), per element of the site.
 */
async function states(day: string, site = w.siteA) {
  const db = createDb(t.pool);
  const { rows } = await db.execute(sql`SELECT e.id, e.non_compliant AS stored, ${nonCompliantSql('e', day)} AS fresh,
    e.conformity, ${verdictSql('e')}::text AS fresh_verdict, e.expiry_date::text AS expiry,
    coalesce((SELECT json_agg(json_build_object('status', k.status, 'next_date', k.next_date::text,
      'leads_to_non_compliance', k.leads_to_non_compliance)) FROM controls k WHERE k.element_id = e.id), '[]') AS controls,
    coalesce((SELECT json_agg(json_build_object('verdict', v.verdict, 'day', v.day::text, 'id', v.id))
      FROM element_verdicts v WHERE v.element_id = e.id), '[]') AS facts
    FROM elements e WHERE e.factory_id = ${site} ORDER BY e.id`);
  type Row = { id: number; stored: boolean; fresh: boolean; conformity: Conformity; fresh_verdict: Conformity; expiry: string | null;
    controls: ControlState[]; facts: VerdictFact[] };
  return (rows as Row[]).map((r) => ({ ...r, verdict: verdictOf(r.facts), oracle: isNonCompliant(verdictOf(r.facts), r.expiry, r.controls, day) }));
}
const mismatches = async (day: string) => (await states(day))
  .filter((r) => r.stored !== r.fresh || r.stored !== r.oracle || r.conformity !== r.verdict || r.fresh_verdict !== r.verdict).map((r) => r.id);
const flipping = () => Object.entries(CASES).filter(([, c]) => c.flips).map(([n]) => ids[n]).sort((a, b) => a - b);

describe('conformity as dates pass', () => {
  it('the SQL rule and the pure rule agree on every case', async () => {
    for (const r of await states(DAY)) expect(r.fresh, `element ${r.id}`).toBe(r.oracle);
    const fresh = new Map((await states(DAY)).map((r) => [r.id, r.fresh]));
    for (const [name, c] of Object.entries(CASES)) expect(fresh.get(ids[name]), name).toBe(c.flips || c.verdict === 'non_compliant');
    // The stored verdicts are what their facts give (SQL and pure rule), the later DAY winning.
    for (const r of await states(DAY)) expect([r.fresh_verdict, r.verdict], `element ${r.id}`).toEqual([r.conformity, r.conformity]);
  });

  it('without the midnight pass the stored state is wrong (the comparison can fail)', async () => {
    expect(await mismatches(DAY)).toEqual(flipping());
  });

  it('a crash between batches leaves a state the next run finishes', async () => {
    const db = createDb(t.pool);
    let done = 0;
    const crashing: Batches = { read: db, batch: (work) => {
      if (done++ === 1) throw new Error('crash');
      return db.transaction(work);
    } };
    await expect(refreshPassedDates(crashing, { day: DAY, batchSize: 1 })).rejects.toThrow('crash');
    expect((await mismatches(DAY)).length).toBe(flipping().length - 1);
  });

  it('the midnight pass makes the stored state equal to a from-scratch recompute; a rerun changes nothing', async () => {
    const db = createDb(t.pool);
    const run = await refreshPassedDates(ownTransactions(db), { day: DAY, batchSize: 1 });
    expect(run.day).toBe(DAY);
    expect(run.changed).toBe(flipping().length - 1);
    expect(run.batches).toBe(run.examined);
    expect(await mismatches(DAY)).toEqual([]);
    const again = await refreshPassedDates(ownTransactions(db), { day: DAY });
    expect(again).toMatchObject({ examined: 0, changed: 0 });
  });

  it('the full recompute repairs a corrupted state, batch by batch', async () => {
    await t.pool.query('UPDATE elements SET non_compliant = NOT non_compliant WHERE factory_id = $1', [w.siteA]);
    expect((await mismatches(DAY)).length).toBe(Object.keys(CASES).length);
    const r = await recomputeCompliance(ownTransactions(createDb(t.pool)), { day: DAY, batchSize: 3, where: sql`e.factory_id = ${w.siteA}` });
    expect(r).toMatchObject({ examined: Object.keys(CASES).length, changed: Object.keys(CASES).length });
    expect(r.batches).toBeGreaterThanOrEqual(4);
    expect(await mismatches(DAY)).toEqual([]);
  });

  it('the full recompute repairs corrupted stored verdicts from their facts', async () => {
    await t.pool.query(`UPDATE elements SET conformity = CASE WHEN conformity = 'compliant' THEN 'non_compliant' ELSE 'compliant' END::conformity
      WHERE factory_id = $1`, [w.siteA]);
    expect((await mismatches(DAY)).length).toBe(Object.keys(CASES).length);
    await recomputeCompliance(ownTransactions(createDb(t.pool)), { day: DAY, batchSize: 4, where: sql`e.factory_id = ${w.siteA}` });
    expect(await mismatches(DAY)).toEqual([]);
    const again = await recomputeCompliance(ownTransactions(createDb(t.pool)), { day: DAY, where: sql`e.factory_id = ${w.siteA}` });
    expect(again.changed).toBe(0);
  });

  it('random states around the day: the stored rule equals the pure rule on the generated values', async () => {
    const near = fc.integer({ min: -2, max: 2 }).map((n) => addDays(DAY, n));
    const element = fc.record({
      verdict: fc.constantFrom<Conformity>('compliant', 'compliant', 'non_compliant'),
      facts: fc.array(fc.record({ verdict: fc.constantFrom<Conformity>('compliant', 'non_compliant'), day: near }), { maxLength: 3 }),
      expiry: fc.option(near, { nil: null }),
      controls: fc.array(fc.record({ status: fc.constantFrom('to_do', 'to_do_planned', 'finished', 'no_follow_up'),
        next_date: near, leads_to_non_compliance: fc.boolean() }), { maxLength: 3 }),
    });
    const made = new Map<number, boolean>();
    for (const el of fc.sample(element, { numRuns: 60, seed: 11 })) {
      const { rows } = await t.pool.query(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id,
        designation, conformity, expiry_date) VALUES (1, $1, $2, $3, $4, 'Aléatoire', $5, $6) RETURNING id`,
      [w.siteB, w.ghostB, w.fire, w.extinguisher, el.verdict, el.expiry]);
      // The stored verdict is random (maybe wrong); its facts decide.
      const facts: VerdictFact[] = [];
      for (const f of el.facts) {
        const v = await t.pool.query(`INSERT INTO element_verdicts (company_id, element_id, verdict, source, day) VALUES (1, $1, $2, 'control', $3)
          RETURNING id`, [rows[0].id, f.verdict, f.day]);
        facts.push({ ...f, id: v.rows[0].id });
      }
      for (const c of el.controls) {
        await t.pool.query(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, designation,
          frequency_months, next_date, status, leads_to_non_compliance) VALUES (1, $1, $2, $3, $4, 'Vérification', 12, $5, $6, $7)`,
        [w.siteB, w.ghostB, w.fire, rows[0].id, c.next_date, c.status, c.leads_to_non_compliance]);
      }
      made.set(rows[0].id, isNonCompliant(verdictOf(facts), el.expiry, el.controls, DAY));
    }
    expect(new Set(made.values())).toEqual(new Set([true, false]));
    await recomputeCompliance(ownTransactions(createDb(t.pool)), { day: DAY, where: sql`e.factory_id = ${w.siteB}` });
    const { rows } = await t.pool.query('SELECT id, non_compliant FROM elements WHERE id = ANY($1::int[])', [[...made.keys()]]);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.non_compliant]))).toEqual(Object.fromEntries(made));
  });

  it('the API shows the stored value: conformity, the non_compliant tab and its count', async () => {
    const list = await admin.get(`/api/v1/elements/?factory=${w.siteA}&conformity=non_compliant&page_size=100`);
    const stored = (await states(DAY)).filter((r) => r.stored).map((r) => r.id);
    expect(list.body.results.map((r: { id: number }) => r.id).sort()).toEqual(stored.sort());
    expect(list.body.results.every((r: { conformity: string }) => r.conformity === 'non_compliant')).toBe(true);
    const count = await admin.get(`/api/v1/elements/count/?factory=${w.siteA}&conformity=non_compliant`);
    expect(count.body.count).toBe(stored.length);
    const ok = await admin.get(`/api/v1/elements/count/?factory=${w.siteA}&conformity=compliant`);
    expect(ok.body.count).toBe(Object.keys(CASES).length - stored.length);
  });

  it('an element write refreshes its stored conformity in its transaction (today: every 2001 date is past)', async () => {
    const id = ids.lateNotBlocking;
    expect((await admin.get(`/api/v1/elements/${id}/`)).body.conformity).toBe('compliant');
    await t.pool.query('UPDATE controls SET leads_to_non_compliance = true WHERE element_id = $1', [id]);
    const r = await admin.patch(`/api/v1/elements/${id}/`, { repere_1: 'Quai 2' });
    expect(r.body).toMatchObject({ conformity: 'non_compliant', to_discard: false });
    await t.pool.query(`UPDATE controls SET next_date = $2 WHERE element_id = $1`, [id, daysFromNow(10)]);
    expect((await admin.patch(`/api/v1/elements/${id}/`, { repere_1: 'Quai 3' })).body.conformity).toBe('compliant');
    const expired = await admin.patch(`/api/v1/elements/${id}/`, { expiry_date: daysFromNow(-2) });
    expect(expired.body).toMatchObject({ conformity: 'non_compliant', to_discard: true });
  });

  it('the job is scheduled once, at 00:05 Europe/Paris', async () => {
    const { rows } = await t.pool.query('SELECT cron, timezone FROM pgboss.schedule WHERE name = $1', [COMPLIANCE_JOB]);
    expect(rows).toEqual([{ cron: '5 0 * * *', timezone: 'Europe/Paris' }]);
  });
});
