// THE date rule (server/areas/controls/date-rule.ts) against an independent oracle: the month
// arithmetic done by hand on (year, month) and the day clamped to the target month's length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextDate } from '../../../server/areas/controls/date-rule';

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) => [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The oracle: from (y, m, d) + months, clamped to the target month's end. */
function oracle(y: number, m: number, d: number, months: number): string {
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm = (index % 12) + 1;
  return `${pad(ty, 4)}-${pad(tm)}-${pad(Math.min(d, daysIn(ty, tm)))}`;
}

/** A valid date, with month ends and 29 February over-represented. */
const dateArb = fc.record({ y: fc.integer({ min: 1990, max: 2200 }), m: fc.integer({ min: 1, max: 12 }), pick: fc.nat({ max: 40 }) })
  .map(({ y, m, pick }) => {
    const last = daysIn(y, m);
    const d = pick >= 31 ? last - (pick % 3) : Math.min(pick + 1, last);
    return { y, m, d: Math.max(1, d) };
  });

describe('the date rule', () => {
  it('agrees with the oracle over frequencies 1-120, month ends and leap years', () => {
    fc.assert(fc.property(dateArb, fc.integer({ min: 1, max: 120 }), ({ y, m, d }, months) => {
      expect(nextDate(`${pad(y, 4)}-${pad(m)}-${pad(d)}`, months)).toBe(oracle(y, m, d, months));
    }), { numRuns: 5000 });
  });

  it('clamps to the month end, with leap years', () => {
    expect(nextDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(nextDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(nextDate('2024-02-29', 12)).toBe('2025-02-28');
    expect(nextDate('2024-02-29', 48)).toBe('2028-02-29');
    expect(nextDate('2100-01-31', 1)).toBe('2100-02-28');
    expect(nextDate('2000-01-31', 1)).toBe('2000-02-29');
    expect(nextDate('2026-08-31', 6)).toBe('2027-02-28');
    expect(nextDate('2026-03-31', 120)).toBe('2036-03-31');
  });

  it('never goes back nor jumps a month', () => {
    fc.assert(fc.property(dateArb, fc.integer({ min: 1, max: 120 }), ({ y, m, d }, months) => {
      const [ty, tm, td] = nextDate(`${pad(y, 4)}-${pad(m)}-${pad(d)}`, months).split('-').map(Number);
      expect(ty * 12 + tm - (y * 12 + m)).toBe(months);
      expect(td).toBeLessThanOrEqual(d);
    }));
  });
});
