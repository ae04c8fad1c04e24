// The checks made before SQL (server/crud/values.ts, server/http/text-guard.ts).
import { describe, expect, it } from 'vitest';
import { decodeCursor } from '../../../server/crud/cursor';
import { dateProblem, fitsCast, textProblem } from '../../../server/crud/values';
import { badTexts } from '../../../server/http/text-guard';

describe('textProblem', () => {
  it('refuses NUL bytes and lone surrogates, accepts real pairs and plain text', () => {
    expect(textProblem('a\u0000b')).toBe('nul_character');
    expect(textProblem('\ud800')).toBe('invalid_characters');
    expect(textProblem('x\udc00')).toBe('invalid_characters');
    expect(textProblem('\ud800x')).toBe('invalid_characters');
    expect(textProblem('😀 élément')).toBeNull();
    expect(textProblem('')).toBeNull();
  });

  it('badTexts names each field (nested with dots), keys included', () => {
    expect(badTexts({ name: 'ok', filter: { search: 'a\u0000' }, tags: ['x', '\ud800'] })).toEqual({
      'filter.search': [{ key: 'api.validation.nul_character' }],
      tags: [{ key: 'api.validation.invalid_characters' }],
    });
    expect(badTexts({ values: { 'k\u0000': 1 } })).toEqual({ values: [{ key: 'api.validation.nul_character' }] });
    expect(badTexts('\u0000')).toEqual({ non_field_errors: [{ key: 'api.validation.nul_character' }] });
    expect(badTexts(undefined)).toEqual({});
  });
});

describe('dateProblem (spec §5)', () => {
  it('accepts real dates from 1900 on', () => {
    for (const d of ['1900-01-01', '2024-02-29', '2026-12-31']) expect(dateProblem(d), d).toBeNull();
  });
  it('refuses impossible dates and dates before 1900', () => {
    for (const d of ['2026-13-01', '2026-00-10', '2026-01-32', '2026-1-1', '20260101', '', 'x']) {
      expect(dateProblem(d), d).toBe('invalid_date');
    }
    // Well formed, but not in the calendar: told apart from a wrong format.
    for (const d of ['2026-02-30', '2025-02-29', '2027-02-31', '2026-04-31']) expect(dateProblem(d), d).toBe('date_not_exist');
    for (const d of ['0000-01-01', '0099-06-01', '1899-12-31']) expect(dateProblem(d), d).toBe('date_before_1900');
  });
});

describe('fitsCast (cursor values against the ordering column)', () => {
  const cases: [Parameters<typeof fitsCast>[0], string[], string[]][] = [
    ['int8', ['0', '-12', '9223372036854775807'], ['not-a-value', '1.5', '9223372036854775808', '', '1e3']],
    ['numeric', ['1', '-1.25', '.5', 'NaN'], ['1e999', 'abc', '1,5', '']],
    ['date', ['2026-01-31', '0001-01-01', 'infinity'], ['2026-02-30', '0000-01-01', 'today']],
    ['timestamptz', ['2026-01-02 10:00:00.123456+00', '2026-01-02T10:00:00Z', '2026-01-02 10:00:00+05:30'],
      ['2026-02-30 10:00:00+00', '2026-01-02 24:00:00+00', 'now', '2026-01-02']],
    ['bool', ['true', 'false'], ['t', 'yes', '1']],
    ['uuid', ['3f2504e0-4f89-11d3-9a0c-0305e82c3301'], ['3f2504e0', 'g'.repeat(36)]],
    ['text', ['anything', ''], ['a\u0000', '\ud800']],
  ];
  for (const [cast, good, bad] of cases) {
    it(cast, () => {
      for (const v of good) expect(fitsCast(cast, v), v).toBe(true);
      for (const v of bad) expect(fitsCast(cast, v), v).toBe(false);
    });
  }

  it('decodeCursor refuses ids wider than a Postgres integer', () => {
    const raw = (id: number) => Buffer.from(JSON.stringify(['id', '1', id, 'n'])).toString('base64url');
    expect(decodeCursor(raw(2 ** 31), 'id')).toBeNull();
    expect(decodeCursor(raw(2 ** 31 - 1), 'id')).not.toBeNull();
  });
});
