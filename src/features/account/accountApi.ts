// The account calls (docs/issue4-contract.md "Account"): the current user's profile, picture and
// notification settings. Each change refreshes the session's user, which the whole console reads.
import { httpClient, send } from '../../providers/httpClient';
import { refreshSessionData } from '../../providers/sessionData';
import type { CurrentUser } from '../../providers/types';

export type Dashboard = 'main' | 'score';

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  language?: 'fr' | 'en';
  preferred_dashboard?: Dashboard;
}

export interface NotificationSetting {
  kind: string;
  label: string;
  enabled: boolean;
}

/** PATCH /user/me/ answers the /user/me/ body: it becomes the session's user. */
export const updateProfile = async (changes: ProfileChanges): Promise<CurrentUser> => {
  const { json } = await httpClient<CurrentUser>('/user/me/', { method: 'PATCH', body: changes });
  await refreshSessionData(json);
  return json;
};

export const uploadPicture = async (file: File): Promise<void> => {
  const body = new FormData();
  body.append('file', file);
  await httpClient<{ picture_id: number }>('/user/me/picture/', { method: 'POST', body });
  await refreshSessionData();
};

export const deletePicture = async (): Promise<void> => {
  await httpClient('/user/me/picture/', { method: 'DELETE' });
  await refreshSessionData();
};

/** The image behind GET /files/{id}/ (it needs the token, so no plain <img src>). */
export const fetchFile = async (id: number, signal?: AbortSignal): Promise<Blob> =>
  (await send(`/files/${id}/`, { signal })).blob();

export const getNotifications = async (signal?: AbortSignal): Promise<NotificationSetting[]> =>
  (await httpClient<{ settings: NotificationSetting[] }>('/user/notifications/', { signal })).json.settings;

export const setNotifications = async (settings: Record<string, boolean>): Promise<NotificationSetting[]> =>
  (await httpClient<{ settings: NotificationSetting[] }>('/user/notifications/', { method: 'PUT', body: { settings } })).json
    .settings;
