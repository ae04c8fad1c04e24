// The words of the pinned notes (comments), in English: the same keys as comments.fr.ts (type-
// checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './comments.fr';

export const words = {
  app: {
    notes: {
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
    },
  },
  api: {
    comments: {
      errors: {
        object_type: 'Unknown object type: choose among %{types}.',
        text_required: 'The text of the note is required.',
        not_author: 'Only the author of the note or a user who may edit the object may delete it.',
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
