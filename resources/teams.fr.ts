// The words of the teams area, in French (English: teams.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './teams';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    teams: {
      name: 'Équipe |||| Équipes',
      page: { create: 'Nouvelle équipe' },
      fields: {
        id: 'ID',
        name: 'Nom',
        company: 'Entreprise',
        factories: 'Sites',
        members: 'Membres',
        member_count: 'Nombre de membres',
        created_at: 'Créée le',
      },
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { teams: typeof words }
}
