import type { controlBudget as frBudget, voluntaryControls as frVoluntary } from '../fr/api-control-budget';
import type { Catalogue } from '../types';

/** API messages of voluntary control types (api.voluntaryControls.*) and the control budget (api.controlBudget.*) (en). */
export const voluntaryControls = {
  frequency_range: 'The frequency is a whole number of months, from 1 to 240.',
  element_type_outside_regulation: 'Element type %{id} does not belong to the chosen regulation.',
  site_outside_company: "Site %{id} does not belong to this voluntary control's company.",
  confirm_delete: '%{count} voluntary control type(s) and their %{controls} open control(s) will be permanently deleted; the history of finished controls is kept. Type CONFIRM to continue.',
} satisfies Catalogue<typeof frVoluntary>;

export const controlBudget = {
  invalid_price: 'The price is an amount of zero or more, with at most 2 decimals.',
  duplicate: 'This control type already has a price for this company.',
  months_range: 'The number of months is a whole number from 1 to 36.',
  export: { site: 'Site', total: 'Total', filename: 'control-budget' },
} satisfies Catalogue<typeof frBudget>;
