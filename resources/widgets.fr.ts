// The words of the widgets area, in French (English: widgets.en.ts).
import type * as metadata from './widgets';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    widgets: { name: 'Widget |||| Widgets', fields: { id: 'ID', name: 'Nom', company: 'Entreprise', created_at: 'Créé le' } },
  },
  app: { menu: { widgets: 'Widgets' } },
  api: { users: { areas: { widget: 'Widgets' } } },
} as const satisfies AreaWords<typeof metadata>;
