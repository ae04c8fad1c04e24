// The search text rule of spec §5, as the API applies it (server/crud/search.ts): ' / ' becomes a
// space, the text is trimmed and at most 100 characters long (longer: a message, no search).
export const SEARCH_MAX = 100;

export const normalizeSearch = (raw: string): string => raw.replace(/ \/ /g, ' ').trim();

export const isSearchTooLong = (normalized: string): boolean => normalized.length > SEARCH_MAX;
