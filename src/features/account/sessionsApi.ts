// The caller's own sessions (docs/api.md "Sessions"): list, revoke one, revoke all the others.
import { httpClient } from '../../providers/httpClient';

export interface SessionRow {
  id: number;
  created_at: string;
  last_used_at: string;
  user_agent: string | null;
  ip: string | null;
  current: boolean;
}

export const getSessions = async (signal?: AbortSignal): Promise<SessionRow[]> =>
  (await httpClient<{ results: SessionRow[] }>('/user/sessions/', { signal })).json.results;

export const revokeSession = async (id: number): Promise<void> => {
  await httpClient(`/user/sessions/${id}/`, { method: 'DELETE' });
};

export const logoutOthers = async (): Promise<string> =>
  (await httpClient<{ detail: string }>('/user/sessions/logout-others/', { method: 'POST' })).json.detail;
