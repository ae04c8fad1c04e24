/** Console strings of pinned notes (app.notes.*) (en). */
import type { notes as fr } from '../fr/app-notes';
import type { Catalogue } from '../types';

export const notes = {
  title: 'Notes',
  empty: 'No note yet.',
  new: 'New note',
  add: 'Add',
  added: 'The note has been added',
  deleted: 'The note has been deleted',
  pin: 'Pin',
  unpin: 'Unpin',
  pinned: 'Pinned note',
  delete: 'Delete the note',
  meta: '%{author}, on %{date}',
  meta_pinned: '%{author}, on %{date} · pinned by %{pinned_by}',
} satisfies Catalogue<typeof fr>;
