// The words of the company account area, in French (English: company.en.ts). The catalogues merge
// every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the
// start.
import type { AreaWords } from './labels';

export const words = {
  resources: {
    companies: { name: 'Entreprise |||| Entreprises', fields: { name: 'Nom' } },
  },
  app: {
    menu: {
      company_account: 'Compte entreprise',
    },
    company_account: {
      title: 'Compte entreprise',
      menu: 'Compte entreprise',
      identity: 'Entreprise',
      name: 'Nom',
      landmarks: 'Repères',
      landmarks_hint: "Les noms donnés aux repères des éléments (emplacement, local…) : ils remplacent « Repère 1 » et « Repère 2 » dans les formulaires, les listes, les exports, les modèles d'import et les étiquettes. Vides : les libellés par défaut.",
      repere_1: 'Nom du repère 1',
      repere_2: 'Nom du repère 2',
      use_repere_2: 'Utiliser un second repère',
      save: 'Enregistrer',
      saved: 'Votre action a bien été prise en compte.',
      read_only: "Vous pouvez consulter ces réglages ; les modifier demande le droit « Préférences du compte ».",
      logo: 'Logo',
      logo_hint: 'PNG ou JPG, 2 Mo au plus : il figure sur les planches d’étiquettes et les rapports PDF.',
      logo_alt: 'Logo de %{name}',
      logo_none: 'Aucun logo',
      upload_logo: 'Choisir un logo',
      delete_logo: 'Supprimer le logo',
      logo_saved: 'Logo enregistré.',
      logo_deleted: 'Logo supprimé.',
      logo_failed: "Le logo n'a pas pu être enregistré.",
    },
  },
  api: {
    company: {
      errors: {
        no_company: "Aucune entreprise n'est sélectionnée.",
        not_yours: "L'entreprise %{id} n'existe pas ou ne fait pas partie des vôtres.",
        logo_missing: "L'entreprise n'a pas de logo.",
      },
    },
  },
} as const satisfies AreaWords;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { company: typeof words }
}
