// The users API beyond the generic engine (docs/issue4-contract.md): the rights grid's areas,
// rights templates, invitations of several users at once, and bulk rights on a selection.
import type { Identifier } from 'ra-core';
import type { Action } from '../../resources/types';
import type { CursorBook } from './cursors';
import { httpClient } from './httpClient';
import { filterQuery } from './listQuery';
import { referenceResource } from './resourceMap';
import type { ConfirmRequest } from './types';

/** Rights being edited: for each area, the actions held. */
export type RightsValue = Partial<Record<string, Action[]>>;

/** GET /users/areas/: a row of the rights grid (label in the request's language). */
export interface AreaDef {
  area: string;
  label: string;
  actions: Action[];
}

/** GET /users/rights_templates/. */
export interface RightsTemplate {
  name: string;
  label: string;
  rights: RightsValue;
}

export type InviteSource = { kind: 'scratch' } | { kind: 'profile'; user: number } | { kind: 'template'; template: string };

/** POST /users/invite/ body. */
export interface InvitePayload {
  emails: string[];
  source: InviteSource;
  factories: number[];
  regulations: number[];
  buildings?: number[];
  rights: RightsValue;
  teams: number[];
  is_administrator?: boolean;
  can_process_express_reports?: boolean;
  dashboard_access?: string[];
}

export interface InvitedUser {
  id: Identifier;
  email: string;
  first_name?: string;
  last_name?: string;
}

/** The users created (their invitation sent) and, per refused address, why. */
export interface InviteResult {
  created: InvitedUser[];
  errors: Record<string, string[]>;
}

export type BulkRightsMode = 'set' | 'add' | 'remove';

export interface BulkRightsParams {
  /** The checked users, or every user matching `filter` when `all`. */
  ids: Identifier[];
  all?: boolean;
  filter?: Record<string, unknown>;
  rights: RightsValue;
  mode: BulkRightsMode;
}

export interface UsersMethods {
  getAreas(params?: { signal?: AbortSignal }): Promise<AreaDef[]>;
  getRightsTemplates(params?: { signal?: AbortSignal }): Promise<RightsTemplate[]>;
  inviteUsers(body: InvitePayload): Promise<InviteResult>;
  /** `{ count }` of users changed, or a confirmation request to replay once the user typed the word. */
  bulkRights(params: BulkRightsParams): Promise<{ count: number; message?: string; confirm_request?: ConfirmRequest }>;
}

/** The methods, given the dataProvider's cursor book (forgotten after a write: pages may shift). */
export const usersMethods = (book: CursorBook): UsersMethods => {
  const forget = () => book.forget(referenceResource('users') ?? 'users');
  return {
    getAreas: async ({ signal } = {}) => (await httpClient<AreaDef[]>('/users/areas/', { signal })).json,
    getRightsTemplates: async ({ signal } = {}) => (await httpClient<RightsTemplate[]>('/users/rights_templates/', { signal })).json,
    inviteUsers: async (body) => {
      const { json } = await httpClient<Partial<InviteResult>>('/users/invite/', { method: 'POST', body });
      forget();
      return { created: json.created ?? [], errors: json.errors ?? {} };
    },
    bulkRights: async ({ ids, all, filter, rights, mode }) => {
      const selection = all ? { all: true, filter: filterQuery(filter) } : { ids };
      const { json } = await httpClient<{ count: number; message?: string; confirm_request?: ConfirmRequest }>('/users/bulk_rights/', {
        method: 'POST',
        body: { ...selection, rights, mode },
      });
      forget();
      return json;
    },
  };
};
