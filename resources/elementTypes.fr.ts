// The words of the element types area, in French (English: elementTypes.en.ts). The catalogues
// merge every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails
// the start.
import type * as metadata from './elementTypes';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    'element-types': {
      name: "Type d'élément |||| Types d'éléments",
      fields: { id: 'ID', name: 'Nom', regulation: 'Réglementation', url: 'Lien vers le texte' },
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { elementTypes: typeof words }
}
