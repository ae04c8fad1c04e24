// The words of the contract's consumption (src/features/contract), in English: the same keys as
// consumption.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './consumption.fr';

export const words = {
  app: {
    menu: {
      consumption: 'Consumption (contract)',
    },
    contract: {
      consumption_title: 'Consumption',
      engagement_title: 'Commitment',
      tabs_label: 'Contract',
      consumption_intro: 'Active elements and express-report pages analysed, per month, site, element type and regulation. The current month is computed live; past months are frozen on the 1st of the next month.',
      month_gte: 'From month',
      month_lte: 'To month',
      sites: 'Sites',
      export_csv: 'Export (CSV)',
      export_xlsx: 'Export (Excel)',
      loading: 'Loading…',
      empty: 'No consumption over this period.',
      chart_label: 'Chart of the consumption per month',
      table_label: 'Consumption per month',
      active_elements: 'Active elements',
      pages: 'Pages analysed',
      month: 'Month',
      entity: 'Entity (branch)',
      site: 'Site',
      element_type: 'Element type',
      regulation: 'Regulation',
      none: '—',
      plan: 'Your plan',
      tiers: { start: 'Start', pro: 'Pro', corpo: 'Corpo' },
      no_plan: 'No company selected.',
      company: 'Company: %{name}',
      limit: 'Limit',
      used: 'Used',
      unlimited: 'Unlimited',
      usage: '%{used} of %{limit}',
      usage_unlimited: '%{used} (unlimited)',
      over: "Beyond your plan's limit",
      limits: {
        elements: 'Elements',
        sites: 'Sites',
        users: 'Active users',
        express_pages_month: 'Express-report pages this month',
      },
      limits_note: 'These limits are those of your contract; the application blocks nothing beyond them: contact us to change plans.',
    },
  },
  api: {
    consumption: {
      month: 'The month is written YYYY-MM.',
      month_order: 'The start month comes before the end month.',
      month_span: 'The period covers at most 36 months.',
      export: {
        month: 'Month', entity: 'Entity (branch)', site: 'Site', element_type: 'Element type', regulation: 'Regulation',
        active_elements: 'Active elements', pages: 'Pages analysed', filename: 'consumption',
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
