// Keeps the elements list and the URL in step (spec §2 parameters, listUrl.ts): the list's own
// state is local (react-admin's URL sync off); each change of filters, sort, page or sheet is
// written to the URL, and an outside navigation (a link to /elements?rid=3) remounts the list
// from the new URL.
import { Fragment, useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useListContext } from 'react-admin';
import { stateFromUrl, urlFromState, type ElementListState } from './listUrl';

/** Writes the list's state to the URL whenever that state changes (not when the URL does). */
export const UrlWriter = ({ sheet, written }: { sheet: number | null; written: MutableRefObject<string> }) => {
  const { filterValues, sort, page } = useListContext();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const last = useRef<string | null>(null);
  const url = urlFromState({ filter: filterValues, sort: sort as ElementListState['sort'], page, openSheet: sheet });
  useEffect(() => {
    if (last.current === url) return;
    last.current = url;
    if (url === search) return;
    written.current = url;
    navigate({ pathname, search: url }, { replace: true });
  }, [url, search, pathname, navigate, written]);
  return null;
};

/** Renders the list from the URL's state, again from scratch when someone else changes the URL. */
export const FromUrl = ({ children }: { children: (state: ElementListState, written: MutableRefObject<string>) => ReactNode }) => {
  const { search } = useLocation();
  const written = useRef(search);
  const [view, setView] = useState(() => ({ generation: 0, state: stateFromUrl(search) }));
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setView((v) => ({ generation: v.generation + 1, state: stateFromUrl(search) }));
  }, [search]);
  return <Fragment key={view.generation}>{children(view.state, written)}</Fragment>;
};
