import type { controlBudget as frBudget } from '../fr/api-control-budget';
import type { Catalogue } from '../types';

/** API messages of the control budget (api.controlBudget.*) (en). Voluntary control types: resources/voluntaryControlTypes.en.ts. */
export const controlBudget = {
  invalid_price: 'The price is an amount of zero or more, with at most 2 decimals.',
  duplicate: 'This control type already has a price for this company.',
  months_range: 'The number of months is a whole number from 1 to 36.',
  export: { site: 'Site', total: 'Total', filename: 'control-budget' },
} satisfies Catalogue<typeof frBudget>;
