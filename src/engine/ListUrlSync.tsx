// Keeps an engine list and its URL in step (spec §2 parameters, listUrl.ts). react-admin's own URL
// sync (`filter=<json>&sort=&order=`) is off: the list's state lives in the store under its own
// key, seeded from the URL before the list mounts (so `page` and `page_size` apply from the first
// request); each change of filters, sort, page or sheet is written back to the URL, and an outside
// navigation (a link to /elements?rid=3) remounts the list from the new URL.
import { Fragment, useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useListContext, useStoreContext } from 'react-admin';
import { listUrlOf, parseListUrl, type ListUrlSpec, type ListUrlState } from './listUrl';

/** The store key of a URL-driven list (never react-admin's `<resource>.listParams`). */
export const urlStoreKey = (resource: string) => `${resource}.urlListParams`;

/** react-admin's list parameters of a URL state; filters with a value are displayed. */
const listParamsOf = (spec: ListUrlSpec, state: ListUrlState) => ({
  filter: state.filter,
  sort: state.sort.field,
  order: state.sort.order,
  page: state.page,
  perPage: state.perPage ?? spec.defaultPerPage,
  displayedFilters: Object.fromEntries(Object.keys(state.filter).filter((k) => k !== 'tab' && k !== 'q').map((k) => [k, true])),
});

export interface UrlWriterProps {
  spec: ListUrlSpec;
  sheet: number | null;
  extra?: [string, string][];
  written: MutableRefObject<string>;
}

/** Writes the list's state to the URL whenever that state changes (not when the URL does). */
export const UrlWriter = ({ spec, sheet, extra, written }: UrlWriterProps) => {
  const { filterValues, sort, page, perPage, meta } = useListContext();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const last = useRef<string | null>(null);
  const cursor = (meta as { cursor?: string | null } | undefined)?.cursor ?? undefined;
  const url = listUrlOf(spec, { filter: filterValues, sort: sort as ListUrlState['sort'], page, cursor, perPage, openSheet: sheet, extra });
  useEffect(() => {
    if (last.current === url) return;
    last.current = url;
    if (url === search) return;
    written.current = url;
    navigate({ pathname, search: url }, { replace: true });
  }, [url, search, pathname, navigate, written]);
  return null;
};

export interface FromUrlProps {
  spec: ListUrlSpec;
  storeKey: string;
  children: (state: ListUrlState, written: MutableRefObject<string>) => ReactNode;
}

/** Renders the list from the URL's state, again from scratch when someone else changes the URL. */
export const FromUrl = ({ spec, storeKey, children }: FromUrlProps) => {
  const { search } = useLocation();
  const { setItem } = useStoreContext();
  const written = useRef(search);
  const [view, setView] = useState(() => {
    const state = parseListUrl(spec, search);
    // Synchronous: the list reads its parameters from the store on its first render.
    setItem(storeKey, listParamsOf(spec, state));
    return { generation: 0, state };
  });
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    const state = parseListUrl(spec, search);
    setItem(storeKey, listParamsOf(spec, state));
    setView((v) => ({ generation: v.generation + 1, state }));
  }, [search, spec, storeKey, setItem]);
  return <Fragment key={view.generation}>{children(view.state, written)}</Fragment>;
};
