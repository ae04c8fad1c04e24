// The one id rule of the API (server/http/ids.ts).
import { describe, expect, it } from 'vitest';
import { ID_MAX, idFromText, idList, pathId } from '../../../server/http/ids';

describe('ids', () => {
  it('reads positive Postgres integers written in digits only', () => {
    expect(idFromText('1')).toBe(1);
    expect(idFromText(String(ID_MAX))).toBe(ID_MAX);
    for (const bad of ['0', '-1', '2147483648', '99999999999', '1.5', '1e3', ' 1', '0x10', '', 'abc']) expect(idFromText(bad), bad).toBeNull();
  });

  it('a bad path id is a 404, a list with one bad id is null', () => {
    expect(pathId('42')).toBe(42);
    expect(() => pathId('abc')).toThrow();
    expect(idList('3, 1,3,,2')).toEqual([3, 1, 2]);
    expect(idList('1,x')).toBeNull();
  });
});
