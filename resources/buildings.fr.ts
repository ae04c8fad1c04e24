// The words of the buildings area, in French (English: buildings.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './buildings';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    buildings: {
      name: 'Bâtiment |||| Bâtiments',
      page: { create: 'Nouveau bâtiment' },
      fields: {
        id: 'ID',
        unique_id: 'Identifiant unique',
        name: 'Nom',
        factory: 'Site',
        is_ghost: 'Bâtiment fantôme',
        created_at: 'Créé le',
      },
      tabs: { real: 'Bâtiments', all: 'Tous' },
    },
  },
  api: {
    errors: {
      ghost_building_protected: 'Le bâtiment fantôme représente tout le site : il ne peut être ni modifié ni supprimé.',
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { buildings: typeof words }
}
