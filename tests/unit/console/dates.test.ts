// Dates DD/MM/YYYY and datetimes DD/MM/YYYY HH:mm everywhere (date-fns), whatever the locale.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../src/providers/dates';
import { formatDate as elementDate } from '../../../src/features/elements/customValues';

describe('dates', () => {
  it('shows a calendar date as DD/MM/YYYY, the same day in any time zone', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('1900-12-31')).toBe('31/12/1900');
    expect(elementDate('2026-11-23')).toBe('23/11/2026');
  });

  it('shows a datetime as DD/MM/YYYY HH:mm in local time', () => {
    const local = new Date(2026, 10, 23, 14, 5, 9);
    expect(formatDateTime(local)).toBe('23/11/2026 14:05');
    expect(formatDateTime(local.toISOString())).toBe('23/11/2026 14:05');
    expect(formatDate(local.toISOString())).toBe('23/11/2026');
  });

  it('shows nothing for no value, and an unreadable value as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('pas une date')).toBe('pas une date');
  });
});
