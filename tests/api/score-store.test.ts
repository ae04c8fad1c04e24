// The conformity score's store (server/areas/dashboards/findings.ts, migration 0020): after writes
// of every kind through the API, and after the day changes, element_findings and score_counters
// equal the findings recomputed from scratch. Compared on this file's own two sites (other test
// files write elsewhere meanwhile).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { penalty } from '../../server/areas/dashboards/formula';
import { daysFromNow, elementBody } from './elements-fixture';
import { unique } from './helpers';
import { elementSession } from './helpers/session';

const { t, admin, w } = elementSession();


const sites = () => [w.siteA, w.siteB];
const refresh = async () => (await t.pool.query('SELECT score_refresh() AS n')).rows[0].n as number;

/** Elements of the two sites whose stored findings differ from a recomputation (or are missing / left over). */
const elementDifferences = async () => (await t.pool.query(`SELECT coalesce(f.element_id, s.element_id) AS id, row_to_json(f) AS stored, row_to_json(s) AS scratch
  FROM (SELECT * FROM element_findings WHERE factory_id = ANY($1)) f
  FULL JOIN (SELECT * FROM score_findings(NULL) WHERE factory_id = ANY($1)) s ON s.element_id = f.element_id
  WHERE f IS DISTINCT FROM s`, [sites()])).rows;

/** score_counters rows of the two sites that differ from the stored findings summed again. */
const counterDifferences = async () => (await t.pool.query(`WITH s AS (SELECT factory_id, regulation_id, building_id, count(*)::int AS elements,
    sum(greatest(0, 100 - penalty))::bigint AS score_sum, count(*) FILTER (WHERE penalty > 0)::int AS failing,
    count(*) FILTER (WHERE non_compliant)::int AS non_compliant, sum(lb + lc)::int AS late_controls, sum(oc)::int AS open_controls,
    sum(mo)::int AS missing_documents, sum(obn)::int AS obligations, sum(lt)::int AS late_tasks, sum(ot)::int AS open_tasks
    FROM score_findings(NULL) WHERE factory_id = ANY($1) GROUP BY 1, 2, 3),
  c AS (SELECT factory_id, regulation_id, building_id, elements, score_sum, failing, non_compliant, late_controls, open_controls,
    missing_documents, obligations, late_tasks, open_tasks FROM score_counters WHERE factory_id = ANY($1) AND elements <> 0)
  SELECT row_to_json(c) AS stored, row_to_json(s) AS scratch FROM c FULL JOIN s USING (factory_id, regulation_id, building_id)
  WHERE row(c.*) IS DISTINCT FROM row(s.*)`, [sites()])).rows;

describe('conformity score store', () => {
  it('the SQL penalty is formula.ts\'s', async () => {
    await fc.assert(fc.asyncProperty(fc.boolean(), fc.nat(9), fc.nat(9), fc.nat(9), fc.nat(9), async (nc, lb, lc, mo, lt) => {
      const sql = (await t.pool.query('SELECT score_penalty($1, $2, $3, $4, $5) AS p', [nc, lb, lc, mo, lt])).rows[0].p;
      expect(sql).toBe(penalty({ non_compliant: nc, late_blocking_control: lb, late_control: lc, missing_obligation: mo, late_task: lt }));
    }), { numRuns: 40 });
  });

  it('equals a recomputation from scratch after creates, updates, documents, tasks, a bulk move, a finished control and deletes', async () => {
    const late = (await admin.post('/api/v1/elements/', elementBody(w, { last_control_date: daysFromNow(-800) }))).body;
    const other = (await admin.post('/api/v1/elements/', elementBody(w))).body;
    const third = (await admin.post('/api/v1/elements/', elementBody(w, { factory: w.siteB, building: w.ghostB }))).body;
    expect([late.id, other.id, third.id].every(Boolean)).toBe(true);
    expect(await refresh()).toBeGreaterThan(0);
    expect(await elementDifferences()).toEqual([]);
    const stored = (await t.pool.query('SELECT lb + lc AS late, oc, penalty FROM element_findings WHERE element_id = $1', [late.id])).rows[0];
    expect(stored.late).toBeGreaterThan(0);
    expect(stored.penalty).toBeGreaterThan(0);

    // A late task, a document on an obligation, a control finished, a bulk move, a delete.
    expect((await admin.post('/api/v1/tasks/', { description: unique('Observation'), element: other.id, deadline: daysFromNow(-2) })).status).toBe(201);
    const [obligation] = (await admin.get(`/api/v1/obligations/?element=${other.id}`)).body.results as { id: number }[];
    if (obligation) {
      const doc = (await t.pool.query(`INSERT INTO documents (company_id, name) VALUES (1, $1) RETURNING id`, [unique('Pièce')])).rows[0].id;
      expect((await admin.patch(`/api/v1/obligations/${obligation.id}/`, { documents: [doc] })).status).toBe(200);
    }
    const control = (await t.pool.query(`SELECT id FROM controls WHERE element_id = $1 AND status = 'to_do' ORDER BY id LIMIT 1`, [late.id])).rows[0].id;
    expect((await admin.patch(`/api/v1/controls/${control}/`, { status: 'finished', completed_date: daysFromNow(-1) })).status).toBe(200);
    const moved = await admin.post('/api/v1/elements/bulk/', { action: 'update', ids: [late.id, other.id], data: { building: w.buildingA } });
    expect(moved.status).toBeLessThan(300);
    expect((await admin.del(`/api/v1/elements/${third.id}/`, { confirm: true })).status).toBe(204);
    await refresh();
    expect(await elementDifferences()).toEqual([]);
    expect(await counterDifferences()).toEqual([]);
    expect((await t.pool.query('SELECT 1 FROM element_findings WHERE element_id = $1', [third.id])).rows).toEqual([]);
    const task = (await t.pool.query('SELECT lt, ot FROM element_findings WHERE element_id = $1', [other.id])).rows[0];
    expect(task).toEqual({ lt: 1, ot: 1 });
  });

  it('when the day changes, re-reads the elements whose controls crossed their date', async () => {
    const e = (await admin.post('/api/v1/elements/', elementBody(w, { factory: w.siteB, building: w.ghostB }))).body;
    await refresh();
    // Time passing, simulated: the control's date moves to yesterday without the triggers (as a
    // date does not fire one), and the store was counted the day before.
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('ALTER TABLE controls DISABLE TRIGGER controls_score_update');
      await client.query(`UPDATE controls SET next_date = score_paris_today() - 1 WHERE element_id = $1 AND status = 'to_do'`, [e.id]);
      await client.query('ALTER TABLE controls ENABLE TRIGGER controls_score_update');
      await client.query('COMMIT');
    } finally { client.release(); }
    const stale = await elementDifferences();
    expect(stale.map((r) => r.id)).toEqual([e.id]);
    await t.pool.query(`UPDATE score_state SET day_paris = score_paris_today() - 1`);
    expect(await refresh()).toBeGreaterThanOrEqual(1);
    expect(await elementDifferences()).toEqual([]);
    expect(await counterDifferences()).toEqual([]);
    expect(await refresh()).toBe(0);
  });

  it('the cards read the store: a new late element lowers its site\'s score at once', async () => {
    const card = async () => ((await admin.get('/api/v1/dashboard/conformity/sites/')).body.rows as { id: number; score: number; total: number }[])
      .find((r) => r.id === w.siteA);
    const before = await card();
    await admin.post('/api/v1/elements/', elementBody(w, { last_control_date: daysFromNow(-900) }));
    const after = await card();
    expect(after!.total).toBe(before!.total + 1);
    expect(after!.score).toBeLessThan(before!.score);
  });
});
