// react-admin list parameters → the API's list query (docs/API.md): page_size ≤ 100, ordering
// (`-field` for descending), `q` → search, arrays comma-separated, booleans as true/false.
import type { Query } from './httpClient';

export const MAX_PAGE_SIZE = 100;

export interface Sort {
  field: string;
  order: 'ASC' | 'DESC';
}

/** A filter value as the API reads it; empty values are left out. */
const encode = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.length ? value.map(String).join(',') : undefined;
  if (typeof value === 'object') return undefined;
  return String(value);
};

/** The filter keys as sent to the API (also the `filter` of a bulk "all matching" selection). */
export const filterQuery = (filter: Record<string, unknown> = {}): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    const encoded = encode(key === 'q' && typeof value === 'string' ? value.trim() : value);
    if (encoded !== undefined) query[key === 'q' ? 'search' : key] = encoded;
  }
  return query;
};

export const orderingOf = (sort: Sort | undefined): string | undefined =>
  sort?.field ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined;

/** `-name` → react-admin's { field: 'name', order: 'DESC' }. */
export const sortOf = (ordering: string): Sort =>
  ordering.startsWith('-') ? { field: ordering.slice(1), order: 'DESC' } : { field: ordering, order: 'ASC' };

export const listQuery = (params: {
  filter?: Record<string, unknown>;
  sort?: Sort;
  perPage?: number;
  cursor?: string | null;
}): Query => ({
  ...filterQuery(params.filter),
  ordering: orderingOf(params.sort),
  page_size: params.perPage ? Math.min(Math.max(1, params.perPage), MAX_PAGE_SIZE) : undefined,
  cursor: params.cursor ?? undefined,
});
