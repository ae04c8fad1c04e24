// The elements list's URL: the engine's list URL (src/engine/listUrl.ts) for the elements
// resource: factory, building, rid, elt and group as id lists, tab (default all), search,
// ordering (default designation), next_date_lte, page and open_sheet.
import { elements } from '../../../resources/elements';
import { listUrlOf, listUrlSpec, parseListUrl, type ListUrlState } from '../../engine/listUrl';

export const elementsUrlSpec = listUrlSpec(elements);
export type ElementListState = ListUrlState;

export const stateFromUrl = (search: string): ElementListState => parseListUrl(elementsUrlSpec, search);
export const urlFromState = (state: ElementListState): string => listUrlOf(elementsUrlSpec, state);
