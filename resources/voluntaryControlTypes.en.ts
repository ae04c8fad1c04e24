// The words of the voluntary controls area, in English: the same keys as voluntaryControlTypes.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './voluntaryControlTypes.fr';

export const words = {
  resources: {
    'voluntary-control-types': {
      name: 'Voluntary control |||| Voluntary controls',
      page: { create: 'New voluntary control' },
      fields: {
        id: 'ID',
        name: 'Name',
        category: 'Category',
        company: 'Company',
        regulation: 'Regulation',
        element_types: 'Element types',
        factories: 'Sites (none: all)',
        frequency_months: 'Frequency (months)',
        leads_to_non_compliance: 'Non-compliant when late',
        author: 'Author',
        open_controls: 'Open controls',
        created_at: 'Created on',
      },
    },
  },
  app: {
    voluntary: {
      generation_title: "Creating this type's controls on the matching elements",
    },
    menu: {
      voluntary_controls: 'Voluntary controls',
    },
  },
  api: {
    voluntaryControls: {
      frequency_range: 'The frequency is a whole number of months, from 1 to 240.',
      element_type_outside_regulation: 'Element type %{id} does not belong to the chosen regulation.',
      site_outside_company: "Site %{id} does not belong to this voluntary control's company.",
      confirm_delete: '%{count} voluntary control type(s) and their %{controls} open control(s) will be permanently deleted; the history of finished controls is kept. Type CONFIRM to continue.',
    },
  },
} as const satisfies Catalogue<typeof fr>;
