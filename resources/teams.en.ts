// The words of the teams area, in English: the same keys as teams.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './teams.fr';

export const words = {
  resources: {
    teams: {
      name: 'Team |||| Teams',
      page: { create: 'New team' },
      fields: {
        id: 'ID',
        name: 'Name',
        company: 'Company',
        factories: 'Sites',
        members: 'Members',
        member_count: 'Member count',
        created_at: 'Created on',
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
