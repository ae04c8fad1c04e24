// The words of the pinned notes (comments), in French (English: comments.en.ts). The catalogues
// merge every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails
// the start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    notes: {
      title: 'Notes',
      empty: 'Aucune note pour le moment.',
      new: 'Nouvelle note',
      add: 'Ajouter',
      added: 'La note a été ajoutée',
      deleted: 'La note a été supprimée',
      pin: 'Épingler',
      unpin: 'Désépingler',
      pinned: 'Note épinglée',
      delete: 'Supprimer la note',
      meta: '%{author}, le %{date}',
      meta_pinned: '%{author}, le %{date} · épinglée par %{pinned_by}',
    },
  },
  api: {
    comments: {
      errors: {
        object_type: "Type d'objet inconnu : choisissez parmi %{types}.",
        text_required: 'Le texte de la note est obligatoire.',
        not_author: "Seul l'auteur de la note ou un utilisateur pouvant modifier l'objet peut la supprimer.",
      },
    },
  },
} as const satisfies AreaWords;
