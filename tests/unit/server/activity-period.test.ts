// The activity report's periods: last year = the previous calendar year; past twelve months = the
// twelve months ending with the current one (the current month to date included).
import { describe, expect, it } from 'vitest';
import { periodRange } from '../../../server/areas/activity-report/period';

describe('periodRange', () => {
  it('last year is January to December of the previous year', () => {
    const r = periodRange('last_year', '2026-11-23');
    expect(r.months[0]).toBe('2025-01');
    expect(r.months[11]).toBe('2025-12');
    expect([r.start, r.end]).toEqual(['2025-01-01', '2026-01-01']);
  });

  it('last year on the 1st of January is still the year before', () => {
    expect(periodRange('last_year', '2027-01-01').months[0]).toBe('2026-01');
  });

  it('past twelve months ends with the current month, included', () => {
    const r = periodRange('past_twelve_months', '2026-11-23');
    expect(r.months).toHaveLength(12);
    expect(r.months[0]).toBe('2025-12');
    expect(r.months[11]).toBe('2026-11');
    expect([r.start, r.end]).toEqual(['2025-12-01', '2026-12-01']);
  });

  it('past twelve months in January starts in February of the year before', () => {
    const r = periodRange('past_twelve_months', '2026-01-15');
    expect([r.months[0], r.months[11], r.end]).toEqual(['2025-02', '2026-01', '2026-02-01']);
  });

  it('past twelve months in December is the calendar year', () => {
    const r = periodRange('past_twelve_months', '2026-12-31');
    expect([r.start, r.end]).toEqual(['2026-01-01', '2027-01-01']);
  });

  it('months are consecutive', () => {
    for (const day of ['2024-02-29', '2026-06-30', '2026-03-01']) {
      const { months } = periodRange('past_twelve_months', day);
      for (let i = 1; i < 12; i++) {
        const [y0, m0] = months[i - 1].split('-').map(Number);
        const [y1, m1] = months[i].split('-').map(Number);
        expect(y1 * 12 + m1 - (y0 * 12 + m0)).toBe(1);
      }
    }
  });
});
