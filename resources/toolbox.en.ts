// The words of the toolbox area, in English: the same keys as toolbox.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './toolbox.fr';

export const words = {
  app: {
    toolbox: {
      title: 'Toolbox',
      calculator: 'Compute the next deadline',
      calculator_help: 'The rule the console applies: the completion date plus the period in months (31 January plus one month gives the end of February). Pick a control of the catalogue or type the period.',
      done_on: 'Done on',
      months: 'Period (months)',
      next_date: 'Next deadline: %{date}',
      invalid: 'Type a date and a period of 1 to 240 months.',
      at_hand: 'At hand',
      template: 'Import template: %{name}',
      catalogue: 'Regulatory catalogue',
      catalogue_help: 'The periodic controls regulation imposes, their longest period, who may perform them and the text they come from.',
      search: 'Search (regulation, control, text)',
      count: '%{smart_count} control |||| %{smart_count} controls',
      years: '%{smart_count} year |||| %{smart_count} years',
      months_n: '%{smart_count} month |||| %{smart_count} months',
      use: 'Compute',
      columns: { regulation: 'Regulation', control: 'Control', period: 'Period', who: 'Performed by', source: 'Text', use: 'Deadline' },
    },
    menu: {
      toolbox: 'Toolbox',
    },
  },
} as const satisfies Catalogue<typeof fr>;
