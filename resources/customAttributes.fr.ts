// The words of the custom attributes area, in French (English: customAttributes.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './customAttributes';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    'custom-attributes': {
      name: 'Caractéristique personnalisée |||| Caractéristiques personnalisées',
      page: { create: 'Nouvelle caractéristique personnalisée' },
      fields: {
        id: 'ID',
        name: 'Nom',
        company: 'Entreprise',
        type: 'Type',
        choices: 'Choix (un par ligne)',
        element_types: "Types d'éléments",
        factories: 'Sites',
        impacted_elements: 'Éléments concernés',
        created_at: 'Créée le',
      },
      choices: { type: { text: 'Texte', number: 'Nombre', date: 'Date', boolean: 'Oui / non', list: 'Liste' } },
    },
  },
  app: {
    menu: {
      custom_attributes: 'Caractéristiques personnalisées',
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { customAttributes: typeof words }
}
