// The bell's calls: the caller's latest notifications with the unread count, and marking read.
import { httpClient } from '../../providers/httpClient';

export interface InAppNotification {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  created_at: string;
  read: boolean;
}

export interface BellPage {
  unread: number;
  results: InAppNotification[];
}

export const BELL_KEY = ['notifications', 'bell'];

export const getBell = async (signal?: AbortSignal): Promise<BellPage> =>
  (await httpClient<BellPage>('/notifications/?page_size=20', { signal })).json;

export const markRead = async (id: number) => {
  await httpClient(`/notifications/${id}/read/`, { method: 'POST' });
};

export const markAllRead = async () => {
  await httpClient('/notifications/read-all/', { method: 'POST' });
};
