// The words of the private-application tokens area, in French (English: tokens.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './tokens';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    tokens: {
      name: "Jeton d'application |||| Jetons d'application",
      fields: {
        id: 'ID',
        name: 'Nom',
        key: 'Clé',
        company: 'Entreprise',
        creator: 'Créé par',
        expiration_date: "Date d'expiration",
        active: 'Actif',
        regulations: 'Réglementations',
        factories: 'Sites',
        last_used_at: 'Dernière utilisation',
        created_at: 'Créé le',
      },
    },
  },
  app: {
    tokens: {
      created_title: 'Jeton créé',
      key_once: "Copiez cette clé maintenant : elle ne sera plus jamais affichée. Envoyez-la dans l'en-tête Authorization: Token <clé>.",
      copy: 'Copier la clé',
      copied: 'Clé copiée dans le presse-papiers.',
      copy_failed: "La clé n'a pas pu être copiée : sélectionnez-la et copiez-la à la main.",
      done: "J'ai copié la clé",
    },
    menu: {
      tokens: "Applications privées",
    },
  },
  api: {
    tokens: {
      rate_limited: 'Trop de requêtes pour ce jeton. Réessayez dans %{seconds} secondes.',
      errors: {
        company_not_corpo: "Les jetons d'application privée sont réservés aux entreprises de l'offre corpo.",
        expiration_past: "La date d'expiration ne peut pas être dans le passé.",
        site_outside_company: "Le site %{id} n'appartient pas à l'entreprise du jeton.",
      },
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { tokens: typeof words }
}
