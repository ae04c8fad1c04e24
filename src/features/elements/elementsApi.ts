// The element calls beside the engine's: the custom attributes that apply (the form's inputs),
// the bulk "set a custom attribute", and links between elements (docs: server/domain/elements).
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../providers/httpClient';
import { filterQuery } from '../../providers/listQuery';
import type { CustomValue, ElementAttribute } from './customValues';

/** Attributes of an element type on a site (either may be left out); none until a type is known. */
export const useElementAttributes = (elementType: unknown, factory?: unknown) => {
  const type = typeof elementType === 'number' ? elementType : null;
  const site = typeof factory === 'number' ? factory : undefined;
  return useQuery({
    queryKey: ['elements', 'attributes', type, site ?? null],
    queryFn: async ({ signal }) =>
      (await httpClient<ElementAttribute[]>('/elements/attributes/', { query: { element_type: type, factory: site }, signal })).json,
    enabled: type !== null,
    staleTime: 60_000,
  });
};

/** The selection of a bulk call: ids, or every element matching a list filter. */
export type Selection = { ids: (string | number)[] } | { all: true; filter: Record<string, unknown> };

const selectionBody = (s: Selection) => ('ids' in s ? { ids: s.ids } : { all: true, filter: filterQuery(s.filter) });

export const bulkSetAttribute = async (selection: Selection, attribute: number, value: CustomValue | null): Promise<number> =>
  (await httpClient<{ count: number }>('/elements/bulk_attribute/', {
    method: 'POST', body: { ...selectionBody(selection), attribute, value },
  })).json.count;

export const addLink = (id: number | string, linked: number | string) =>
  httpClient(`/elements/${id}/links/`, { method: 'POST', body: { linked: Number(linked) } });

export const removeLink = (id: number | string, linked: number | string) =>
  httpClient(`/elements/${id}/links/${linked}/`, { method: 'DELETE' });
