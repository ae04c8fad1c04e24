// The words of the element types area, in English: the same keys as elementTypes.fr.ts (type-
// checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './elementTypes.fr';

export const words = {
  resources: {
    'element-types': {
      name: "Element type |||| Element types",
      fields: { id: 'ID', name: 'Name', regulation: 'Regulation', url: 'Link to the text' },
    },
  },
} as const satisfies Catalogue<typeof fr>;
