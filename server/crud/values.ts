// Checks of raw request values made BEFORE any SQL, so that what Postgres would refuse (a NUL
// byte, malformed Unicode, an impossible date, a cursor value of the wrong type) is answered
// as a 400 naming the field, never as a database error. Pure module (unit-tested).
import type { PgCast } from './types';

/** What is wrong with a text for Postgres: a NUL byte, a lone UTF-16 surrogate, or nothing. */
export function textProblem(text: string): 'nul_character' | 'invalid_characters' | null {
  if (text.includes('\u0000')) return 'nul_character';
  // A high surrogate not followed by a low one, or a low one not preceded by a high one.
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)) return 'invalid_characters';
  return null;
}

/**
 * A calendar date YYYY-MM-DD: its year when real, 'no_such_day' when well formed (month 01-12,
 * day 01-31) but not in the calendar (30 February), null when not a date at all.
 */
function calendarDate(text: string): number | 'no_such_day' | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m || +m[2] < 1 || +m[2] > 12 || +m[3] < 1 || +m[3] > 31) return null;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  d.setUTCFullYear(+m[1]); // Date.UTC maps years 0-99 to 1900-1999
  const real = d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
  return real ? +m[1] : 'no_such_day';
}

/** The year of a real calendar date, else 0. */
const realYear = (text: string): number => {
  const year = calendarDate(text);
  return typeof year === 'number' ? year : 0;
};

/**
 * The spec's date rule (§5): a real date YYYY-MM-DD, not before 1900. Null when valid; a day
 * the calendar lacks is told apart from a wrong format (the user must see which).
 */
export function dateProblem(text: string): 'invalid_date' | 'date_not_exist' | 'date_before_1900' | null {
  const year = calendarDate(text);
  if (year === null) return 'invalid_date';
  if (year === 'no_such_day') return 'date_not_exist';
  return year < 1900 ? 'date_before_1900' : null;
}

const INT8_MIN = -(2n ** 63n);
const INT8_MAX = 2n ** 63n - 1n;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Postgres' ISO text of a timestamptz ("2026-01-02 10:00:00.123456+00"), or ISO 8601 with a T.
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2}){0,2})?$/;

/**
 * True when a value (Postgres' text form, as a cursor keeps it) can be cast to the type:
 * a crafted cursor is then refused before `CAST($1 AS <type>)` fails in SQL.
 */
export function fitsCast(cast: PgCast, value: string): boolean {
  if (value.length > 1000 || textProblem(value)) return false;
  switch (cast) {
    case 'text':
      return true;
    case 'int8':
      return /^-?\d{1,19}$/.test(value) && BigInt(value) >= INT8_MIN && BigInt(value) <= INT8_MAX;
    case 'numeric':
      return /^-?(\d{1,131072}(\.\d{0,16383})?|\.\d{1,16383})$/.test(value) || /^-?(NaN|Infinity)$/.test(value);
    case 'date':
      return realYear(value) >= 1 || value === 'infinity' || value === '-infinity';
    case 'timestamptz': {
      if (value === 'infinity' || value === '-infinity') return true;
      const m = TIMESTAMP.exec(value);
      return !!m && realYear(m[1]) >= 1 && +m[2] < 24 && +m[3] < 60 && +m[4] < 60;
    }
    case 'bool':
      return value === 'true' || value === 'false';
    case 'uuid':
      return UUID.test(value);
  }
}
