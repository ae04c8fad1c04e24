// The words of the regulations area, in English: the same keys as regulations.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './regulations.fr';

export const words = {
  resources: {
    regulations: { name: 'Regulation |||| Regulations', fields: { id: 'ID', element_type_count: 'Number of element types', name: 'Name' } },
  },
} as const satisfies Catalogue<typeof fr>;
