// Search text rules (spec §5): several values are joined with spaces, " / " becomes a space,
// the result is trimmed and limited to 100 characters. Matching is per word: every word must
// appear (case- and accent-insensitively, see sql.ts) in one of the searched fields.
// Pure module (unit-tested).

export const SEARCH_MAX = 100;

/** The normalised search text ('' when there is nothing to search). */
export function normalizeSearch(raw: string | string[] | undefined | null): string {
  if (raw === undefined || raw === null) return '';
  const text = Array.isArray(raw) ? raw.join(' ') : raw;
  return text.replace(/ \/ /g, ' ').trim();
}

/** The words searched for, whitespace-separated, duplicates removed. */
export function searchWords(normalized: string): string[] {
  return [...new Set(normalized.split(/\s+/).filter(Boolean))];
}

/** Escapes LIKE wildcards so that user input is matched literally (backslash is the escape). */
export const escapeLike = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);
