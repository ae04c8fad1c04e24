import { describe, expect, it } from 'vitest';
import { escapeLike, normalizeSearch, searchWords } from '../../../server/crud/search';

describe('search normalisation', () => {
  it('replaces " / " by a space and trims', () => {
    expect(normalizeSearch('  Lyon / Atelier A  ')).toBe('Lyon Atelier A');
    expect(normalizeSearch('a/b')).toBe('a/b');
  });

  it('joins repeated values with spaces', () => {
    expect(normalizeSearch(['usine', 'lyon'])).toBe('usine lyon');
    expect(normalizeSearch(undefined)).toBe('');
  });

  it('splits into distinct words', () => {
    expect(searchWords('Usine  de   Lyon de')).toEqual(['Usine', 'de', 'Lyon']);
    expect(searchWords('')).toEqual([]);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
