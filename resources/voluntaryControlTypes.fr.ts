// The words of the voluntary controls area, in French (English: voluntaryControlTypes.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './voluntaryControlTypes';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    'voluntary-control-types': {
      name: 'Contrôle volontaire |||| Contrôles volontaires',
      page: { create: 'Nouveau contrôle volontaire' },
      fields: {
        id: 'ID',
        name: 'Nom',
        category: 'Catégorie',
        company: 'Entreprise',
        regulation: 'Réglementation',
        element_types: "Types d'éléments",
        factories: 'Sites (aucun : tous)',
        frequency_months: 'Fréquence (mois)',
        leads_to_non_compliance: 'Rend non conforme si en retard',
        author: 'Auteur',
        open_controls: 'Contrôles ouverts',
        created_at: 'Créé le',
      },
    },
  },
  app: {
    voluntary: {
      generation_title: 'Création des contrôles de ce type sur les éléments concernés',
    },
    menu: {
      voluntary_controls: 'Contrôles volontaires',
    },
  },
  api: {
    voluntaryControls: {
      frequency_range: 'La fréquence est un nombre entier de mois, de 1 à 240.',
      element_type_outside_regulation: "Le type d'élément %{id} n'appartient pas à la réglementation choisie.",
      site_outside_company: "Le site %{id} n'appartient pas à l'entreprise de ce contrôle volontaire.",
      confirm_delete: "%{count} type(s) de contrôle volontaire et leurs %{controls} contrôle(s) ouvert(s) seront supprimés définitivement ; l'historique des contrôles réalisés est conservé. Tapez CONFIRMER pour continuer.",
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { voluntaryControlTypes: typeof words }
}
