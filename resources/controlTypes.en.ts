// The words of the control types area, in English: the same keys as controlTypes.fr.ts (type-
// checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './controlTypes.fr';

export const words = {
  resources: {
    'control-types': {
      name: 'Control type |||| Control types',
      fields: {
        id: 'ID', name: 'Name', regulation: 'Regulation', element_types: 'Element types', frequency_months: 'Frequency (months)',
        reference: 'Reference text', reference_url: 'Link to the text', leads_to_non_compliance: 'Non-compliant when late',
        controller_requirement: 'Performed by', voluntary: 'Voluntary',
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
