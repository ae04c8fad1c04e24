// The words of the tags area, in French (English: tags.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './tags';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    tags: {
      name: 'Dossier |||| Dossiers',
      page: { create: 'Nouveau dossier' },
      fields: {
        id: 'ID',
        name: 'Nom',
        company: 'Entreprise',
        factories: 'Sites',
        document_count: 'Documents',
        created_at: 'Créé le',
      },
      errors: { site_outside_company: "Le site %{id} n'appartient pas à l'entreprise du dossier." },
    },
  },
  app: {
    menu: {
      tags: 'Dossiers',
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { tags: typeof words }
}
