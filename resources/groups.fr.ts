// The words of the groups area, in French (English: groups.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './groups';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    groups: {
      name: 'Groupe |||| Groupes',
      page: { create: 'Nouveau groupe' },
      fields: {
        id: 'ID',
        name: 'Nom',
        factory: 'Site',
        regulation: 'Réglementation',
        synchronised: 'Synchronisé',
        element_count: "Nombre d'éléments",
        created_at: 'Créé le',
      },
    },
  },
  app: {
    groups: {
      elements: 'Éléments du groupe (%{smart_count})',
      no_elements: "Ce groupe ne contient aucun élément. Ajoutez-en depuis la liste des éléments (action groupée « Modifier »).",
    },
    menu: {
      groups: 'Groupes',
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { groups: typeof words }
}
