// The words of the help centre area, in English: the same keys as help.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './help.fr';

export const words = {
  app: {
    help: {
      contextual: 'Help about this screen',
      title: 'Help centre',
      intro: 'Answers to common questions, screen by screen. Search for a word (accents do not matter) or browse the articles.',
      search: 'Search the help',
      articles: 'Articles',
      count: '%{smart_count} article |||| %{smart_count} articles',
      back: '← All articles',
      missing: 'This article does not exist.',
      not_found_here: 'Cannot find your answer?',
    },
    menu: {
      help: 'Help',
      help_centre: 'Help centre',
      support_contact: 'Help and support contact',
      support_messages: 'Support messages',
    },
  },
} as const satisfies Catalogue<typeof fr>;
