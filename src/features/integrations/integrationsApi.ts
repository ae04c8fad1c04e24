// The calendar feed calls: the caller's private address, and a new one (the old one then stops).
import { httpClient } from '../../providers/httpClient';

export interface Feed { url: string }

export const getFeed = async (signal?: AbortSignal): Promise<Feed> => (await httpClient<Feed>('/calendar/feed/', { signal })).json;

export const resetFeed = async (): Promise<Feed> => (await httpClient<Feed>('/calendar/feed/reset/', { method: 'POST' })).json;
