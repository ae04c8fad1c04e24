// The words of the main dashboard, in English: the same keys as dashboards.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './dashboards.fr';

export const words = {
  app: {
    // The greeting's count (src/features/dashboard/Greeting.tsx).
    shell: {
      elements_managed: '%{smart_count} element managed |||| %{smart_count} elements managed',
    },
    menu: {
      dashboard: 'Dashboard',
    },
    dashboard: {
      title: 'Dashboard',
      greeting: 'Hello %{name}',
      sites: 'Sites',
      sites_count: 'site tracked |||| sites tracked',
      see_sites: 'See sites',
      sections: {
        to_prepare: 'To prepare',
        to_validate: 'To validate',
        to_wait: 'Waiting',
        warning: 'Warning points',
      },
      section_empty: 'Nothing here for now.',
      loading: 'Loading…',
      error: 'These numbers are unavailable for now.',
      open_list: '%{label}: %{count}, open the list',
      items: {
        elements_non_compliant: 'Non-compliant elements',
        elements_to_discard: 'Elements to discard',
        controls_next_30_days: 'Controls due within 30 days',
        controls_planned: 'Planned controls',
        controls_late: 'Late controls',
        controls_late_blocking: 'Late blocking controls',
        control_interventions_to_do: 'Control interventions to do',
        control_interventions_to_validate: 'Control interventions to validate',
        control_interventions_late: 'Late control interventions',
        obligations_not_validated: 'Documentary obligations to validate',
        documents_awaiting_reception: 'Documents awaiting reception',
        obligations_missing: 'Obligations without a document',
        express_reports_to_check: 'Express reports to check',
        express_reports_to_validate: 'Express reports to validate',
        express_reports_being_analysed: 'Express reports being analysed',
        tasks_open: 'Open observations',
        tasks_late: 'Late observations',
        maintenance_interventions_late: 'Late maintenance interventions',
        maintenance_interventions_to_do: 'Maintenance interventions to do',
        maintenance_interventions_to_validate: 'Maintenance interventions to validate',
      },
    },
  },
  api: {
    errors: {
      dashboard_denied: 'You do not have access to the "%{dashboard}" dashboard.',
    },
  },
} as const satisfies Catalogue<typeof fr>;
