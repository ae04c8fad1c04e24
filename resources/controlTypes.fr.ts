// The words of the control types area, in French (English: controlTypes.en.ts). The catalogues
// merge every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails
// the start.
import type * as metadata from './controlTypes';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    'control-types': {
      name: 'Type de contrôle |||| Types de contrôle',
      fields: {
        id: 'ID', name: 'Nom', regulation: 'Réglementation', element_types: "Types d'élément", frequency_months: 'Périodicité (mois)',
        reference: 'Texte de référence', reference_url: 'Lien vers le texte', leads_to_non_compliance: 'Rend non conforme si en retard',
        controller_requirement: 'Réalisé par', voluntary: 'Volontaire',
      },
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { controlTypes: typeof words }
}
