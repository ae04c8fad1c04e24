import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type Cursor } from '../../../server/crud/cursor';

describe('cursor', () => {
  const c: Cursor = { ordering: '-name', value: 'Usine de Lyon, "é"', id: 42, direction: 'next' };

  it('round-trips and is url-safe', () => {
    const raw = encodeCursor(c);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(raw, '-name')).toEqual(c);
    expect(decodeCursor(encodeCursor({ ...c, value: null, direction: 'prev' }), '-name')).toEqual({ ...c, value: null, direction: 'prev' });
  });

  it('refuses a cursor made for another ordering', () => {
    expect(decodeCursor(encodeCursor(c), 'name')).toBeNull();
  });

  it('refuses malformed cursors', () => {
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const raw of ['', 'not base64!', 'abc', enc({}), enc(['-name', 1, 1, 'n']), enc(['-name', 'x', 1.5, 'n']),
      enc(['-name', 'x', 1, 'x']), enc(['-name', 'x', '1', 'n']), 'a'.repeat(5000)]) {
      expect(decodeCursor(raw, '-name')).toBeNull();
    }
  });
});
