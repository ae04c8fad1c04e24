// "Comment progresser": a cause's gain is the score's real increase if all its findings were
// fixed (formula.ts causeGain), so causes rank apart instead of all reading "+0,1 pt".
import { describe, expect, it } from 'vitest';
import { causeGain, gainOf } from '../../../server/areas/dashboards/formula';

describe('improve: the gain of a cause', () => {
  it('sums the score changes of the elements it hits, over the elements in scope', () => {
    // 100 elements; a control type late on 8 elements (penalty 10 each, one late control each):
    // each goes 90 → 100, the mean rises by 80 / 100.
    expect(causeGain('late_control', Array.from({ length: 8 }, () => ({ penalty: 10, count: 1 })), 100)).toBe(0.8);
    // One missing document on one element: 10 / 100.
    expect(causeGain('missing_obligation', [{ penalty: 10, count: 1 }], 100)).toBe(0.1);
  });

  it('counts every finding of the cause on an element, floored at a score of 0', () => {
    // Two late controls of the type on an element at 70 points lost: 30 → 50.
    expect(causeGain('late_control', [{ penalty: 70, count: 2 }], 10)).toBe(2);
    // An element at 150 points lost stays at 0 after losing 20 of them: no gain.
    expect(causeGain('late_control', [{ penalty: 150, count: 2 }], 10)).toBe(0);
    // ... but gains the part above 0: 120 → 80 is 0 → 20.
    expect(causeGain('late_blocking_control', [{ penalty: 120, count: 2 }], 10)).toBe(2);
  });

  it('ranks a cause hitting many elements above a single finding, unlike the per-finding gain', () => {
    const many = causeGain('late_task', Array.from({ length: 30 }, () => ({ penalty: 5, count: 1 })), 250);
    const one = causeGain('non_compliant', [{ penalty: 40, count: 1 }], 250);
    expect(many).toBeGreaterThan(one);
    expect(many).toBe(0.6);
    // The old ranking gave every single finding its own tiny gain.
    expect(gainOf(5, 'late_task', 250)).toBe(0.02);
  });

  it('is 0 for an empty scope', () => {
    expect(causeGain('late_task', [{ penalty: 5, count: 1 }], 0)).toBe(0);
  });
});
