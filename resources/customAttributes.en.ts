// The words of the custom attributes area, in English: the same keys as customAttributes.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './customAttributes.fr';

export const words = {
  resources: {
    'custom-attributes': {
      name: 'Custom attribute |||| Custom attributes',
      page: { create: 'New custom attribute' },
      fields: {
        id: 'ID',
        name: 'Name',
        company: 'Company',
        type: 'Type',
        choices: 'Choices (one per line)',
        element_types: 'Element types',
        factories: 'Sites',
        impacted_elements: 'Impacted elements',
        created_at: 'Created on',
      },
      choices: { type: { text: 'Text', number: 'Number', date: 'Date', boolean: 'Yes / no', list: 'List' } },
    },
  },
  app: {
    menu: {
      custom_attributes: 'Custom attributes',
    },
  },
} as const satisfies Catalogue<typeof fr>;
