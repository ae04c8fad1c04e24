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

/** GET/PUT /user/notifications/: the switches and the deadline reminder's horizon. */
export interface NotificationPrefs {
  settings: NotificationSetting[];
  deadline_horizon_days: number;
  horizons: number[];
}

export const getNotifications = async (signal?: AbortSignal): Promise<NotificationPrefs> =>
  (await httpClient<NotificationPrefs>('/user/notifications/', { signal })).json;

export const setNotifications = async (settings: Record<string, boolean>, horizon?: number): Promise<NotificationPrefs> =>
  (await httpClient<NotificationPrefs>('/user/notifications/', {
    method: 'PUT', body: horizon ? { settings, deadline_horizon_days: horizon } : { settings },
  })).json;

/** Sends that kind's e-mail to the caller now. */
export const sendPreview = async (kind: string): Promise<void> => {
  await httpClient('/user/notifications/preview/', { method: 'POST', body: { kind } });
};
