// The words of the tags area, in English: the same keys as tags.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './tags.fr';

export const words = {
  resources: {
    tags: {
      name: 'Folder |||| Folders',
      page: { create: 'New folder' },
      fields: {
        id: 'ID',
        name: 'Name',
        company: 'Company',
        factories: 'Sites',
        document_count: 'Documents',
        created_at: 'Created on',
      },
      errors: { site_outside_company: "Site %{id} does not belong to the folder's company." },
    },
  },
  app: {
    menu: {
      tags: 'Folders',
    },
  },
} as const satisfies Catalogue<typeof fr>;
