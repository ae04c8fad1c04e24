import { describe, expect, it } from 'vitest';
import { CursorBook, cursorOf, stableStringify } from '../../../src/providers/cursors';
import { filterQuery, listQuery, sortOf } from '../../../src/providers/listQuery';

describe('cursor book', () => {
  it('keys lists by resource, filter (any key order), sort and page size', () => {
    const book = new CursorBook();
    expect(book.key('sites', { a: 1, b: [2, 3] }, { field: 'name', order: 'ASC' }, 25)).toBe(
      book.key('sites', { b: [2, 3], a: 1 }, { order: 'ASC', field: 'name' }, 25),
    );
    expect(book.key('sites', {}, undefined, 25)).not.toBe(book.key('sites', {}, undefined, 50));
    expect(stableStringify({ b: undefined, a: null })).toBe('{"a":null}');
  });

  it('knows page 1, the pages reached by next, and nothing else', () => {
    const book = new CursorBook();
    const key = book.key('sites', {}, undefined, 10);
    expect(book.get(key, 1)).toBeNull();
    expect(book.get(key, 2)).toBeUndefined();
    book.set(key, 2, 'c2');
    expect(book.get(key, 2)).toBe('c2');
    expect(book.get(book.key('sites', { q: 'x' }, undefined, 10), 2)).toBeUndefined();
    book.forget('sites');
    expect(book.get(key, 2)).toBeUndefined();
  });

  it('reads the cursor of a next link', () => {
    expect(cursorOf('/api/v1/factories/?page_size=2&cursor=abc%3D')).toBe('abc=');
    expect(cursorOf(null)).toBeNull();
  });
});

describe('list query', () => {
  it('maps react-admin parameters to the API', () => {
    expect(
      listQuery({ filter: { q: '  lyon ', factory: [1, 2], is_ghost: false, empty: [] }, sort: { field: 'name', order: 'DESC' }, perPage: 500 }),
    ).toEqual({ search: 'lyon', factory: '1,2', is_ghost: 'false', ordering: '-name', page_size: 100, cursor: undefined });
    expect(filterQuery({ q: '' })).toEqual({});
    expect(sortOf('-created_at')).toEqual({ field: 'created_at', order: 'DESC' });
  });
});
