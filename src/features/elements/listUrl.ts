// The elements list's URL (spec §2 shared search parameters) ⇄ react-admin list parameters.
// factory, building, rid (regulations), elt (element types) and group are comma-separated id
// lists; tab, search (a text given several times is joined with spaces), ordering, next_date_lte,
// open_sheet and page. Pure module (unit-tested).
import type { Sort } from '../../providers/listQuery';
import { sortOf } from '../../providers/listQuery';

/** URL parameter → react-admin filter key, for the id lists. */
export const LIST_PARAMS = { factory: 'factory', building: 'building', rid: 'regulation', elt: 'element_type', group: 'group' } as const;
export const DEFAULT_ORDERING = 'designation';
export const DEFAULT_TAB = 'all';

export interface ElementListState {
  filter: Record<string, unknown>;
  sort: Sort;
  page: number;
  openSheet: number | null;
}

const ids = (text: string | null): number[] =>
  (text ?? '').split(',').map((p) => p.trim()).filter((p) => /^\d{1,10}$/.test(p)).map(Number);

const positive = (text: string | null): number | null => (text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null);

export function stateFromUrl(search: string): ElementListState {
  const params = new URLSearchParams(search);
  const filter: Record<string, unknown> = {};
  for (const [param, key] of Object.entries(LIST_PARAMS)) {
    const values = ids(params.getAll(param).join(','));
    if (values.length) filter[key] = values;
  }
  const text = params.getAll('search').join(' ').trim();
  if (text) filter.q = text;
  const tab = params.get('tab');
  filter.tab = tab || DEFAULT_TAB;
  const due = params.get('next_date_lte');
  if (due && /^\d{4}-\d{2}-\d{2}$/.test(due)) filter.next_date_lte = due;
  const ordering = params.get('ordering')?.trim();
  return {
    filter,
    sort: sortOf(ordering && /^-?\w+$/.test(ordering) ? ordering : DEFAULT_ORDERING),
    page: positive(params.get('page')) ?? 1,
    openSheet: positive(params.get('open_sheet')),
  };
}

const list = (value: unknown): string | undefined => {
  const values = (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]).map(String);
  return values.length ? values.join(',') : undefined;
};

/** The URL's search string (`?…`, or '' when everything is at its default). */
export function urlFromState(state: ElementListState): string {
  const params = new URLSearchParams();
  const { filter, sort } = state;
  for (const [param, key] of Object.entries(LIST_PARAMS)) {
    const value = list(filter[key]);
    if (value) params.set(param, value);
  }
  if (filter.tab && filter.tab !== DEFAULT_TAB) params.set('tab', String(filter.tab));
  if (typeof filter.q === 'string' && filter.q.trim()) params.set('search', filter.q.trim());
  if (typeof filter.next_date_lte === 'string' && filter.next_date_lte) params.set('next_date_lte', filter.next_date_lte);
  const ordering = `${sort.order === 'DESC' ? '-' : ''}${sort.field}`;
  if (sort.field && ordering !== DEFAULT_ORDERING) params.set('ordering', ordering);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.openSheet) params.set('open_sheet', String(state.openSheet));
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
