// The SQL side of the date rule (nextDateSql, used by generation, finishing and jobs) agrees with
// nextDate on a sample: every month end and mid-month day of 2023-2029 (leap 2024 and 2028),
// frequencies 1-120, computed by PostgreSQL in one statement.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDate, nextDateSql } from '../../server/areas/controls/date-rule';
import { startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await startApp(); });
afterAll(async () => { await t.close(); });

describe('nextDateSql', () => {
  it('agrees with nextDate on month ends, leap days and mid-month days', async () => {
    const q = new PgDialect().sqlToQuery(sql`
      SELECT d::date::text AS d, m, (${nextDateSql(sql`d::date`, sql`m`)})::text AS next
      FROM (SELECT (date_trunc('month', s) + interval '1 month - 1 day')::date AS d FROM generate_series('2023-01-01'::date, '2029-12-01', interval '1 month') s
            UNION SELECT (date_trunc('month', s) + interval '14 days')::date FROM generate_series('2023-01-01'::date, '2029-12-01', interval '1 month') s
            UNION SELECT '2024-02-29'::date UNION SELECT '2028-02-29'::date) days
      CROSS JOIN generate_series(1, 120) m`);
    const { rows } = await t.pool.query<{ d: string; m: number; next: string }>(q.sql, q.params);
    expect(rows.length).toBeGreaterThan(20_000);
    const wrong = rows.filter((r) => r.next !== nextDate(r.d, r.m));
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
