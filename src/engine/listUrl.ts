// A list's URL (spec §2 "Shared search parameters on list screens") ⇄ react-admin list state, for
// every engine list. Shared names first: factory, building, rid (regulations), elt (element
// types); the resource's other filters by their API names; then tab, search, ordering (`-field`),
// page, cursor, page_size and open_sheet. Arrays are comma-separated; a text parameter given
// several times is joined with spaces; parameters the list does not know are kept as they are
// (e.g. the history's display_global). Pure module (tests/unit/console/listUrl.test.ts).
import type { FieldDef, ResourceDef } from '../../resources/types';
import { sortOf, type Sort } from '../providers/listQuery';
import { branchable } from '../../resources/branches';

/** Spec §2's names of the shared list filters, by the API names of the fields they filter. */
const SHARED: Record<string, string> = {
  factory: 'factory', factories: 'factory',
  building: 'building', buildings: 'building',
  regulation: 'rid', regulations: 'rid',
  element_type: 'elt', element_types: 'elt',
};
const FIXED = ['tab', 'search', 'ordering', 'page', 'cursor', 'page_size', 'open_sheet'];
const ID = /^\d{1,10}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type UrlKind = 'ids' | 'number' | 'boolean' | 'date' | 'text';

export interface ListUrlSpec {
  /** URL parameter → filter key and how its value reads. */
  params: { param: string; key: string; kind: UrlKind }[];
  defaultOrdering: string;
  defaultTab?: string;
  defaultPerPage: number;
}

export interface ListUrlState {
  filter: Record<string, unknown>;
  sort: Sort;
  page: number;
  /** The cursor that opens `page` (the API's), so a pasted URL opens the same rows. */
  cursor?: string;
  /** Rows per page, when not the list's default. */
  perPage?: number;
  openSheet: number | null;
  /** Parameters the list does not read, kept in order. */
  extra?: [string, string][];
}

const kindOf = (field: FieldDef): UrlKind => {
  switch (field.type) {
    case 'reference':
    case 'references':
      return 'ids';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
    case 'datetime':
      return 'date';
    default:
      return 'text';
  }
};

/** The URL spec of a resource: its filters (fields driven by tabs left to `tab`), ordering and tab. */
export const listUrlSpec = (def: ResourceDef, defaultPerPage = 25): ListUrlSpec => {
  const tabParams = new Set((def.tabs ?? []).map((t) => t.param));
  const taken = new Set(FIXED);
  const shared: ListUrlSpec['params'] = [];
  const own: ListUrlSpec['params'] = [];
  for (const field of def.fields) {
    if (!field.filter || tabParams.has(field.name)) continue;
    const param = SHARED[field.name] ?? field.name;
    if (taken.has(param)) continue;
    taken.add(param);
    (SHARED[field.name] ? shared : own).push({ param, key: field.name, kind: kindOf(field) });
  }
  // Shared parameters in the spec's order, whatever the order of the fields.
  const order = ['factory', 'building', 'rid', 'elt'];
  shared.sort((a, b) => order.indexOf(a.param) - order.indexOf(b.param));
  // Lists of rows on sites also take a company branch (the API's `branch`: it and its descendants).
  if (branchable(def) && !taken.has('branch')) shared.push({ param: 'branch', key: 'branch', kind: 'ids' });
  return { params: [...shared, ...own], defaultOrdering: def.defaultOrdering, defaultTab: def.tabs?.[0]?.name, defaultPerPage };
};

const ids = (values: string[]): number[] =>
  values.join(',').split(',').map((p) => p.trim()).filter((p) => ID.test(p) && Number(p) > 0).map(Number);

const positive = (text: string | null): number | undefined => (text && ID.test(text) && Number(text) > 0 ? Number(text) : undefined);

const readValue = (kind: UrlKind, values: string[]): unknown => {
  switch (kind) {
    case 'ids': {
      const list = ids(values);
      return list.length ? list : undefined;
    }
    case 'number': {
      const list = ids(values);
      return list.length > 1 ? list : list[0];
    }
    case 'boolean': {
      const v = values[0]?.trim().toLowerCase();
      return v === 'true' ? true : v === 'false' ? false : undefined;
    }
    case 'date': {
      const v = values[0]?.trim();
      return v && DATE.test(v) ? v : undefined;
    }
    default: {
      const text = values.join(' ').trim();
      return text || undefined;
    }
  }
};

export function parseListUrl(spec: ListUrlSpec, search: string): ListUrlState {
  const params = new URLSearchParams(search);
  const filter: Record<string, unknown> = {};
  for (const { param, key, kind } of spec.params) {
    const value = readValue(kind, params.getAll(param));
    if (value !== undefined) filter[key] = value;
  }
  const text = params.getAll('search').join(' ').trim();
  if (text) filter.q = text;
  const tab = params.get('tab')?.trim();
  if (tab || spec.defaultTab) filter.tab = tab || spec.defaultTab;
  const ordering = params.get('ordering')?.trim();
  const page = positive(params.get('page')) ?? 1;
  const cursor = page > 1 ? params.get('cursor') || undefined : undefined;
  const perPage = positive(params.get('page_size'));
  const known = new Set([...FIXED, ...spec.params.map((p) => p.param)]);
  const extra = [...params.entries()].filter(([name]) => !known.has(name));
  return {
    filter,
    sort: sortOf(ordering && /^-?\w+$/.test(ordering) ? ordering : spec.defaultOrdering),
    page,
    cursor,
    perPage: perPage && perPage <= 100 && perPage !== spec.defaultPerPage ? perPage : undefined,
    openSheet: positive(params.get('open_sheet')) ?? null,
    extra: extra.length ? extra : undefined,
  };
}

const writeValue = (value: unknown): string | undefined => {
  const values = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null && v !== '').map((v) => String(v).trim());
  const text = values.filter(Boolean).join(',');
  return text || undefined;
};

/** The URL's search string (`?…`, or '' when everything is at its default). */
export function listUrlOf(spec: ListUrlSpec, state: ListUrlState): string {
  const params = new URLSearchParams();
  const { filter, sort } = state;
  for (const { param, key } of spec.params) {
    const value = writeValue(filter[key]);
    if (value !== undefined) params.set(param, value);
  }
  if (filter.tab && filter.tab !== spec.defaultTab) params.set('tab', String(filter.tab));
  if (typeof filter.q === 'string' && filter.q.trim()) params.set('search', filter.q.trim());
  const ordering = `${sort.order === 'DESC' ? '-' : ''}${sort.field}`;
  if (sort.field && ordering !== spec.defaultOrdering) params.set('ordering', ordering);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.page > 1 && state.cursor) params.set('cursor', state.cursor);
  if (state.perPage && state.perPage !== spec.defaultPerPage) params.set('page_size', String(state.perPage));
  if (state.openSheet) params.set('open_sheet', String(state.openSheet));
  for (const [name, value] of state.extra ?? []) params.append(name, value);
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
