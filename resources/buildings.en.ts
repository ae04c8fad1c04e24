// The words of the buildings area, in English: the same keys as buildings.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './buildings.fr';

export const words = {
  resources: {
    buildings: {
      name: 'Building |||| Buildings',
      page: { create: 'New building' },
      fields: {
        id: 'ID',
        unique_id: 'Unique identifier',
        name: 'Name',
        factory: 'Site',
        is_ghost: 'Ghost building',
        created_at: 'Created on',
      },
      tabs: { real: 'Buildings', all: 'All' },
    },
  },
  api: {
    errors: {
      ghost_building_protected: 'The ghost building stands for the whole site: it cannot be edited or deleted.',
    },
  },
} as const satisfies Catalogue<typeof fr>;
