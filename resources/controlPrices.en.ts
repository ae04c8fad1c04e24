// The words of the control budget area (its prices and forecast), in English: the same keys as
// controlPrices.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './controlPrices.fr';

export const words = {
  resources: {
    'control-prices': {
      name: 'Control price |||| Control budget',
      page: { create: 'New control price' },
      fields: {
        id: 'ID',
        type: 'Control type',
        price: 'Price (€ excl. VAT)',
        company: 'Company',
        created_at: 'Created on',
      },
    },
  },
  app: {
    menu: {
      control_budget: 'Control budget',
    },
    budget: {
      title: 'Control forecast',
      intro: 'Cost of the controls due per month and site (open controls and their recurrences), at your prices.',
      months: 'Period',
      months_option: '%{count} months',
      sites: 'Sites (none: all)',
      site: 'Site',
      total: 'Total',
      chart_label: 'Forecast cost per month, stacked by site',
      table_label: 'Forecast cost per site and month',
      empty: 'No control due in the period.',
      unpriced: 'Control types without a price (counted €0): %{names}',
      export_csv: 'Export (CSV)',
      export_xlsx: 'Export (Excel)',
      loading: 'Computing the forecast…',
    },
  },
  api: {
    controlBudget: {
      invalid_price: 'The price is an amount of zero or more, with at most 2 decimals.',
      duplicate: 'This control type already has a price for this company.',
      months_range: 'The number of months is a whole number from 1 to 36.',
      export: { site: 'Site', total: 'Total', filename: 'control-budget' },
    },
  },
} as const satisfies Catalogue<typeof fr>;
