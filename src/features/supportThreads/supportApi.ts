// /support-threads/: the console's calls (the API scopes them: a user's companies, or support's).
import { httpClient } from '../../providers/httpClient';

export interface SupportThread {
  id: number; subject: string; company: number; company_name: string; author: number | null; author_name: string | null;
  created_at: string; last_message_at: string; unread: number;
}
export interface SupportMessage { id: number; text: string; from_support: boolean; author: number | null; author_name: string | null; created_at: string }

export const fetchThreads = async (signal?: AbortSignal) =>
  (await httpClient<{ results: SupportThread[] }>('/support-threads/', { signal })).json.results;

export const fetchThread = async (id: number, signal?: AbortSignal) =>
  (await httpClient<{ thread: SupportThread; results: SupportMessage[] }>(`/support-threads/${id}/messages/`, { signal })).json;

export const openThread = async (subject: string, message: string) =>
  (await httpClient<SupportThread>('/support-threads/', { method: 'POST', body: { subject, message } })).json;

export const answer = async (id: number, text: string) =>
  (await httpClient<SupportMessage>(`/support-threads/${id}/messages/`, { method: 'POST', body: { text } })).json;
