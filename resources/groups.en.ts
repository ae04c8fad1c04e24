// The words of the groups area, in English: the same keys as groups.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './groups.fr';

export const words = {
  resources: {
    groups: {
      name: 'Group |||| Groups',
      page: { create: 'New group' },
      fields: {
        id: 'ID',
        name: 'Name',
        factory: 'Site',
        regulation: 'Regulation',
        synchronised: 'Synchronised',
        element_count: 'Number of elements',
        created_at: 'Created on',
      },
    },
  },
  app: {
    groups: {
      elements: 'Elements of the group (%{smart_count})',
      no_elements: 'This group holds no element. Add some from the elements list (bulk action “Update”).',
    },
    menu: {
      groups: 'Groups',
    },
  },
} as const satisfies Catalogue<typeof fr>;
