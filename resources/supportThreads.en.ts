// The words of the support conversations area, in English: the same keys as supportThreads.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './supportThreads.fr';

export const words = {
  app: {
    supportThreads: {
      title: 'Help and support contact',
      support_title: 'Support messages',
      new: 'New conversation',
      list: 'Conversations',
      empty: 'No conversation yet.',
      pick: 'Pick a conversation, or start a new one.',
      subject: 'Subject',
      message: 'Your message',
      messages: 'Messages',
      answer: 'Your answer',
      send: 'Send',
      cancel: 'Cancel',
      support: 'Support',
      unread: '%{smart_count} unread message |||| %{smart_count} unread messages',
    },
  },
} as const satisfies Catalogue<typeof fr>;
