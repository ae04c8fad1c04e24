// The senders' read memo (server/notify/memo.ts): one query per distinct statement in a run.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memoRunner } from '../../../server/notify/memo';

/** A database that counts the statements it is asked. */
function counting(rowsPer = 1) {
  const calls: number[] = [];
  return {
    calls,
    execute: async () => {
      calls.push(calls.length);
      return { rows: Array.from({ length: rowsPer }, (_, i) => ({ i })) };
    },
  };
}

describe('memoRunner', () => {
  it('asks the database once per statement and parameters', async () => {
    const db = counting();
    const memo = memoRunner(db);
    const site = (ids: number[]) => sql`SELECT count(*) AS n FROM controls k WHERE k.factory_id = ANY(${ids})`;
    const [a, b] = await Promise.all([memo.execute(site([1, 2])), memo.execute(site([1, 2]))]);
    expect(a).toBe(b);
    await memo.execute(site([1, 3]));
    await memo.execute(sql`SELECT 1 AS n`);
    expect(db.calls).toHaveLength(3);
    expect(memo.stats).toEqual({ hits: 1, misses: 3 });
  });

  it('keeps at most maxRows rows, the least recently used out first', async () => {
    const db = counting(10);
    const memo = memoRunner(db, 25);
    const q = (n: number) => sql`SELECT ${n} AS n`;
    await memo.execute(q(1));
    await memo.execute(q(2));
    await memo.execute(q(1)); // 1 is now the most recent
    await memo.execute(q(3)); // 30 rows: 2 goes
    await memo.execute(q(1));
    expect(db.calls).toHaveLength(3);
    await memo.execute(q(2));
    expect(db.calls).toHaveLength(4);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const memo = memoRunner({ execute: async () => { if (fail) throw new Error('down'); return { rows: [] }; } });
    await expect(memo.execute(sql`SELECT 1`)).rejects.toThrow('down');
    fail = false;
    await expect(memo.execute(sql`SELECT 1`)).resolves.toEqual({ rows: [] });
  });
});
