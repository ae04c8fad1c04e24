// Elements matching a typed text, debounced (~300 ms) and with the search rule of spec §5: the
// global search of the top bar and the "link an element" picker. A text over 100 characters is
// not sent (`tooLong`); an empty one asks nothing.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { httpClient } from '../../providers/httpClient';
import { isSearchTooLong, normalizeSearch } from './searchText';

export const SEARCH_DELAY = 300;

export const useDebounced = <T,>(value: T, delay = SEARCH_DELAY): T => {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return current;
};

export const useElementSearch = (text: string, size = 10) => {
  const search = normalizeSearch(useDebounced(text));
  const tooLong = isSearchTooLong(normalizeSearch(text));
  const query = useQuery({
    queryKey: ['elements', 'search', search, size],
    queryFn: async ({ signal }) =>
      (await httpClient<{ results: RaRecord[] }>('/elements/', { query: { search, page_size: size }, signal })).json.results,
    enabled: search !== '' && !tooLong,
    staleTime: 5000,
  });
  return { search, tooLong, results: search && !tooLong ? (query.data ?? []) : [], isFetching: query.isFetching };
};
