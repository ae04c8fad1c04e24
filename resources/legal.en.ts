// The words of the legal page, in English: the same keys as legal.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './legal.fr';

export const words = {
  app: {
    menu: {
      legal: 'Legal notice and privacy',
    },
    legal: {
      title: 'Legal notice and privacy',
      back: 'Back to the application',
      not_configured: '(not given by the operator)',
      storage_where: { local: 'local storage', session: 'session storage, cleared when the tab closes' },
      storage: {
        locale: 'the language chosen',
        session: 'your session: sign-in token, expiry date and profile (removed at sign-out)',
        session_data: 'the list of your companies and sites, to show screens without waiting (removed at sign-out)',
        company: 'the company chosen in the bar (support)',
        preferences: 'your list display preferences: columns, filters, sort (removed at sign-out)',
        chunk_reloads: 'how many reloads were tried after an update of the console (two at most)',
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
