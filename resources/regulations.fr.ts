// The words of the regulations area, in French (English: regulations.en.ts). The catalogues merge
// every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the
// start.
import type * as metadata from './regulations';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    regulations: { name: 'Réglementation |||| Réglementations', fields: { id: 'ID', element_type_count: 'Nombre de types d\'éléments', name: 'Nom' } },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { regulations: typeof words }
}
