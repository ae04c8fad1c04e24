// Shapes the console reads from the API (docs/API.md): the current user and the company list.
import type { CurrentUser } from '../../resources/contract';
import type { Tier } from '../../resources/types';

/** Declared once for the server and the console (resources/contract.ts). */
export type { CurrentUser };

export interface Company {
  id: number;
  name: string;
  is_demo: boolean;
  tier: Tier | null;
  repere_1: string;
  repere_2: string;
  use_repere_2: boolean;
  integration: unknown;
  factories: { id: number; name: string }[];
  buildings: { id: number; name: string; factory: number; is_ghost: boolean }[];
}

export type CompanySelection = number | 'all';

/** A destructive action the API wants confirmed: replay `data` to `url` once the user typed the word. */
/** One kind of row a delete takes with it, as the API counts and labels it. */
export interface Dependent {
  kind: string;
  count: number;
  label: string;
}

export interface ConfirmRequest {
  url: string;
  method: string;
  data: unknown;
}
