// The list query of a resource (docs/API.md): page_size, cursor, ordering, search, filters,
// id=1,2,3 and tab. An unknown parameter is a 400 naming it: a misspelt filter silently ignored
// would widen the selection (a bulk delete of "all matching" would take every row). Malformed
// values of known ones are a 400 naming the parameter too. Also reads a bulk `filter` object.
import type { FieldDef, ResourceDef } from '../../resources/types';
import { ValidationError, type FieldErrors, type Message } from '../http/errors';
import { idList } from '../http/ids';
import { decodeCursor, type Cursor } from './cursor';
import { normalizeSearch, SEARCH_MAX } from './search';
import { dateProblem, textProblem } from './values';
import { BRANCH_PARAM, branchable } from './branch-filter';

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

export type FilterValue = string | number | boolean;
export interface ListQuery {
  pageSize: number;
  /** The field sorted on, and the raw `ordering` value (e.g. `-name`). */
  ordering: { field: string; desc: boolean; raw: string };
  cursor: Cursor | null;
  search: string;
  filters: { field: FieldDef; values: FilterValue[] }[];
  ids: number[] | null;
  /** `branch`: the rows of these branches' sites, their descendants' included (branch-filter.ts). */
  branches?: number[] | null;
}

type Raw = Record<string, unknown>;

/**
 * Parameters of every list beside its filters. `page` and `open_sheet` are the console's own URL
 * parameters (a page number, a row's side sheet): they select nothing, so they are harmless.
 */
export const LIST_PARAMS = ['page_size', 'cursor', 'ordering', 'search', 'tab', 'id', 'page', 'open_sheet'] as const;

/** The parameters a list of `def` understands: the fixed ones, its filters and its tabs' parameters. */
export function knownParams(def: ResourceDef): Set<string> {
  return new Set<string>([...LIST_PARAMS, ...def.fields.filter((f) => f.filter).map((f) => f.name), ...(def.tabs ?? []).map((tb) => tb.param),
    ...(branchable(def) ? [BRANCH_PARAM] : [])]);
}

/** A query value as one string: repeated text is joined with spaces, lists with commas. */
function single(value: unknown, joiner = ','): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((v) => String(v)).join(joiner);
  return String(value);
}

export const parseIds = idList;

const TRUE = ['true', '1', 'oui', 'yes'];
const FALSE = ['false', '0', 'non', 'no'];

/** Parses one filter value by field type; null when malformed. */
function parseFilter(field: FieldDef, text: string): FilterValue[] | null {
  switch (field.type) {
    case 'reference':
    case 'references':
    case 'number':
      return parseIds(text);
    case 'boolean': {
      const v = text.trim().toLowerCase();
      return TRUE.includes(v) ? [true] : FALSE.includes(v) ? [false] : null;
    }
    case 'choice':
      // One value among the field's choices (a status): anything else is a malformed filter.
      return (field.choices ?? []).includes(text.trim()) ? [text.trim()] : null;
    case 'uuid':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text.trim()) ? [text.trim()] : null;
    case 'date':
      // The spec's date rule (§5): Date.parse would let 2026-02-30 or 0000-01-01 reach SQL.
      return dateProblem(text.trim()) ? null : [text.trim()];
    default:
      return textProblem(text) ? null : [text];
  }
}

/**
 * Reads a list query (or a bulk `filter`). `paging: false` skips page_size and cursor
 * (count, export, bulk), which then are ignored like any unknown parameter.
 */
export function parseListQuery(def: ResourceDef, raw: Raw, paging = true): ListQuery {
  const errors: FieldErrors = {};
  const fail = (param: string, message: Message) => { (errors[param] ??= []).push(message); };
  const err = (key: string, params?: Message['params']): Message => ({ key: `api.${key}`, params });

  const known = knownParams(def);
  for (const key of Object.keys(raw)) {
    if (raw[key] !== undefined && !known.has(key)) {
      fail(key.slice(0, 100), err('errors.unknown_filter', { field: key.slice(0, 100), known: [...known].filter((k) => !LIST_PARAMS.includes(k as never)).join(', ') }));
    }
  }

  let pageSize = PAGE_SIZE_DEFAULT;
  const ps = single(raw.page_size);
  if (paging && ps !== undefined && ps !== '') {
    const n = Number(ps);
    if (!/^\d+$/.test(ps) || n < 1 || n > PAGE_SIZE_MAX) fail('page_size', err('validation.invalid_integer'));
    else pageSize = n;
  }

  const orderingRaw = single(raw.ordering)?.trim() || def.defaultOrdering;
  const desc = orderingRaw.startsWith('-');
  const field = desc ? orderingRaw.slice(1) : orderingRaw;
  const sortable = def.fields.some((f) => f.name === field && f.sortable);
  if (!sortable) fail('ordering', err('errors.invalid_ordering', { field: orderingRaw }));
  const ordering = { field, desc, raw: orderingRaw };

  let cursor: Cursor | null = null;
  const c = single(raw.cursor);
  if (paging && c) {
    cursor = decodeCursor(c, orderingRaw);
    if (!cursor) fail('cursor', err('errors.invalid_cursor'));
  }

  const search = normalizeSearch(single(raw.search, ' '));
  if (search.length > SEARCH_MAX) fail('search', err('errors.search_too_long'));
  const searchProblem = textProblem(search);
  if (searchProblem) fail('search', err(`validation.${searchProblem}`));

  // A tab sets its parameter unless the query sets that parameter itself.
  const params: Raw = { ...raw };
  const tabName = single(raw.tab);
  if (tabName) {
    const tab = def.tabs?.find((tb) => tb.name === tabName);
    if (!tab) fail('tab', err('validation.invalid_choice'));
    else if (tab.default !== null && (params[tab.param] === undefined || params[tab.param] === '')) params[tab.param] = tab.default;
  }
  const tabParams = new Set((def.tabs ?? []).map((tb) => tb.param));

  const filters: ListQuery['filters'] = [];
  for (const f of def.fields) {
    if (!f.filter && !tabParams.has(f.name)) continue;
    const text = single(params[f.name]);
    if (text === undefined || text.trim() === '') continue;
    const values = parseFilter(f, text);
    if (!values || !values.length) fail(f.name, err('errors.invalid_filter', { field: f.name }));
    else filters.push({ field: f, values });
  }

  let ids: number[] | null = null;
  const idText = single(raw.id);
  if (idText !== undefined && idText.trim() !== '') {
    ids = parseIds(idText);
    if (!ids) fail('id', err('errors.invalid_filter', { field: 'id' }));
  }

  let branches: number[] | null = null;
  const branchText = branchable(def) ? single(raw[BRANCH_PARAM]) : undefined;
  if (branchText !== undefined && branchText.trim() !== '') {
    branches = parseIds(branchText);
    if (!branches) fail(BRANCH_PARAM, err('errors.invalid_filter', { field: BRANCH_PARAM }));
  }

  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { pageSize, ordering, cursor, search, filters, ids, branches };
}
