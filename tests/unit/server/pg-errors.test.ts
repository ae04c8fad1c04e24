// Postgres errors behind Drizzle's wrapper (server/http/handlers.ts): the code is on the cause.
import { describe, expect, it } from 'vitest';
import { pgErrorOf } from '../../../server/http/handlers';

describe('pgErrorOf', () => {
  it('reads the code on the error or on its cause (DrizzleQueryError)', () => {
    const pg = Object.assign(new Error('null value in column "first_name"'), { code: '23502', column: 'first_name', table: 'users' });
    const wrapped = Object.assign(new Error('Failed query: UPDATE users … params: secret@x.fr'), { query: 'UPDATE users …', params: ['secret@x.fr'], cause: pg });
    expect(pgErrorOf(pg)).toEqual({ code: '23502', column: 'first_name', table: 'users', constraint: undefined });
    expect(pgErrorOf(wrapped)).toEqual({ code: '23502', column: 'first_name', table: 'users', constraint: undefined });
    expect(JSON.stringify(pgErrorOf(wrapped))).not.toContain('secret');
  });

  it('ignores errors without a SQLSTATE', () => {
    expect(pgErrorOf(new Error('x'))).toBeNull();
    expect(pgErrorOf(Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION' }))).toBeNull();
    expect(pgErrorOf(null)).toBeNull();
  });
});
