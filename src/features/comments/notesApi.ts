// Calls of the pinned notes API (/comments/), shared by the panel and its tests.
import { httpClient } from '../../providers/httpClient';

export type NoteObjectType = 'element' | 'control' | 'task' | 'control_intervention' | 'maintenance_intervention' | 'document';

export interface Note {
  id: number; text: string; author: number | null; author_name: string | null; created_at: string;
  pinned: boolean; pinned_at: string | null; pinned_by: number | null; pinned_by_name: string | null;
}

export const listNotes = async (type: NoteObjectType, id: number, signal?: AbortSignal) =>
  (await httpClient<{ results: Note[] }>('/comments/', { query: { object_type: type, object_id: id }, signal })).json.results;

export const addNote = (type: NoteObjectType, id: number, text: string) =>
  httpClient<Note>('/comments/', { method: 'POST', body: { object_type: type, object_id: id, text } });

export const setPinned = (note: number, pinned: boolean) =>
  httpClient<Note>(`/comments/${note}/${pinned ? 'pin' : 'unpin'}/`, { method: 'POST', body: {} });

export const deleteNote = (note: number) => httpClient(`/comments/${note}/`, { method: 'DELETE' });
