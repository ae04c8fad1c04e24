// The words of the support conversations area, in French (English: supportThreads.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    supportThreads: {
      title: 'Aide et contact support',
      support_title: 'Messages du support',
      new: 'Nouvelle conversation',
      list: 'Conversations',
      empty: 'Aucune conversation pour le moment.',
      pick: 'Choisissez une conversation, ou commencez-en une nouvelle.',
      subject: 'Objet',
      message: 'Votre message',
      messages: 'Messages',
      answer: 'Votre réponse',
      send: 'Envoyer',
      cancel: 'Annuler',
      support: 'Support',
      unread: '%{smart_count} message non lu |||| %{smart_count} messages non lus',
    },
  },
} as const satisfies AreaWords;
