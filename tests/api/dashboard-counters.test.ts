// The main dashboard's stored counters (server/areas/dashboards/counters.ts, migration 0018):
// after writes of every kind through the API (creates with past dates, an update, a bulk move to
// another building, a control finished, a delete), the stored counters equal a recount from
// scratch, read in one statement (one snapshot: other test files write meanwhile). Another day:
// the cycles count live until the recount, then read the counters again.
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshCounters, storedCount } from '../../server/areas/dashboards/counters';
import { loadUserContext } from '../../server/auth/context';
import { resourceOf } from '../../server/crud/registry';
import { createDb } from '../../server/db/pool';
import { ADMIN } from './helpers';
import { daysFromNow, elementBody } from './elements-fixture';
import { elementSession } from './helpers/session';

const { t, admin, w } = elementSession();
let db: ReturnType<typeof createDb>;

beforeAll(async () => {
  db = createDb(t.pool);
});

/** Rows where the stored counters and the recount from scratch differ (one statement). */
const differences = async () => (await t.pool.query(`SELECT key, factory_id, regulation_id, building_id,
    coalesce(c.n, 0) AS stored, coalesce(s.n, 0) AS scratch
  FROM dashboard_counters c FULL JOIN dashboard_counts_from_scratch() s USING (key, factory_id, regulation_id, building_id)
  WHERE coalesce(c.n, 0) <> coalesce(s.n, 0)`)).rows;

describe('dashboard counters', () => {
  it('equal a recount from scratch after creates, updates, a bulk move, a finished control and a delete', async () => {
    const late = (await admin.post('/api/v1/elements/', elementBody(w, { last_control_date: daysFromNow(-800) }))).body;
    const expired = (await admin.post('/api/v1/elements/', elementBody(w, { expiry_date: daysFromNow(-3) }))).body;
    const other = (await admin.post('/api/v1/elements/', elementBody(w))).body;
    expect([late.id, expired.id, other.id].every(Boolean)).toBe(true);
    const siteKeys = async () => (await t.pool.query(`SELECT key, building_id, n FROM dashboard_counters WHERE factory_id = $1 AND n <> 0 ORDER BY 1, 2`, [w.siteA])).rows;
    expect((await siteKeys()).map((r) => r.key)).toEqual(expect.arrayContaining(['controls_late', 'elements_to_discard']));
    expect((await admin.patch(`/api/v1/elements/${other.id}/`, { expiry_date: daysFromNow(-1) })).status).toBe(200);
    const moved = await admin.post('/api/v1/elements/bulk/', { action: 'update', ids: [late.id, expired.id], data: { building: w.buildingA } });
    expect(moved.status).toBeLessThan(300);
    const control = (await t.pool.query(`SELECT id FROM controls WHERE element_id = $1 AND status = 'to_do' ORDER BY id LIMIT 1`, [late.id])).rows[0].id;
    expect((await admin.patch(`/api/v1/controls/${control}/`, { status: 'finished', completed_date: daysFromNow(-1) })).status).toBe(200);
    expect((await admin.del(`/api/v1/elements/${other.id}/`, { confirm: true })).status).toBe(204);
    expect(await differences()).toEqual([]);
    // The moved elements' keys are now counted on the real building, none left on the ghost one.
    const byBuilding = await siteKeys();
    expect(byBuilding.some((r) => r.building_id === w.buildingA && r.key === 'elements_to_discard')).toBe(true);
    expect(byBuilding.some((r) => r.building_id === w.ghostA && r.key === 'elements_to_discard')).toBe(false);
  });

  it('of another day are not read: live counts until the recount, then stored ones again', async () => {
    const adminId = (await t.pool.query('SELECT id FROM users WHERE email = $1', [ADMIN])).rows[0].id;
    const ctx = (await loadUserContext(t.pool, adminId, null, 'fr'))!;
    const controls = resourceOf('controls')!;
    expect(await storedCount(db, ctx, controls, 'controls_late')).not.toBeNull();
    await t.pool.query(`UPDATE dashboard_counter_state SET day_db = CURRENT_DATE - 1`);
    expect(await storedCount(db, ctx, controls, 'controls_late')).toBeNull();
    expect(await refreshCounters(db)).toBe(true);
    expect(await refreshCounters(db)).toBe(false);
    expect(await storedCount(db, ctx, controls, 'controls_late')).not.toBeNull();
    expect(await differences()).toEqual([]);
  });

  it('element_counts (consumption, engagement) equal a count from scratch after creates, moves and deletes', async () => {
    const diff = async () => (await t.pool.query(`SELECT * FROM
      (SELECT factory_id, element_type_id, regulation_id, n FROM element_counts WHERE factory_id = ANY($1) AND n <> 0) c
      FULL JOIN (SELECT factory_id, element_type_id, regulation_id, count(*)::int AS n FROM elements WHERE factory_id = ANY($1) GROUP BY 1, 2, 3) s
      USING (factory_id, element_type_id, regulation_id) WHERE c.n IS DISTINCT FROM s.n`, [[w.siteA, w.siteB]])).rows;
    const a = (await admin.post('/api/v1/elements/', elementBody(w))).body;
    const b = (await admin.post('/api/v1/elements/', elementBody(w))).body;
    const c = (await admin.post('/api/v1/elements/', elementBody(w, { regulation: w.lifting, element_type: w.crane }))).body;
    expect((await admin.patch(`/api/v1/elements/${a.id}/`, { factory: w.siteB, building: w.ghostB })).status).toBe(200);
    expect((await admin.post('/api/v1/elements/bulk/', { action: 'update', ids: [b.id, c.id], data: { building: w.buildingA } })).status).toBeLessThan(300);
    expect((await admin.del(`/api/v1/elements/${b.id}/`, { confirm: true })).status).toBe(204);
    expect(await diff()).toEqual([]);
    const stored = (await t.pool.query('SELECT n FROM element_counts WHERE factory_id = $1 AND element_type_id = $2 AND regulation_id = $3',
      [w.siteB, w.extinguisher, w.fire])).rows[0];
    expect(stored.n).toBeGreaterThanOrEqual(1);
  });
});
