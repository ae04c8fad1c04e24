import type { budget as fr } from '../fr/app-budget';
import type { Catalogue } from '../types';

/** Console strings of the control budget's forecast (app.budget.*) and of voluntary control types (app.voluntary.*) (en). */
export const budget = {
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
} satisfies Catalogue<typeof fr>;
