// Shapes the console reads from the API (docs/API.md): the current user and the company list.
import type { Rights, Tier } from '../../resources/types';

export interface CurrentUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: 'admin' | 'support' | null;
  picture_id: number | null;
  factories: number[];
  regulations: number[];
  buildings: number[];
  profile_details: { language?: string; preferred_dashboard?: string };
  force_password_change: boolean;
  exclude_from_sso: boolean;
  sso_settings: unknown;
  hash: string;
  rights: Rights;
  is_administrator: boolean;
  dashboard_access: string[];
  can_process_express_reports: boolean;
  teams: unknown[];
  companies: number[];
  company: number | 'all';
}

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
export interface ConfirmRequest {
  url: string;
  method: string;
  data: unknown;
}
