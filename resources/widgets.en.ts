// The words of the widgets area, in English: the same keys as widgets.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './widgets.fr';

export const words = {
  resources: {
    widgets: { name: 'Widget |||| Widgets', fields: { id: 'ID', name: 'Name', company: 'Company', created_at: 'Created on' } },
  },
  app: { menu: { widgets: 'Widgets' } },
  api: { users: { areas: { widget: 'Widgets' } } },
} as const satisfies Catalogue<typeof fr>;
