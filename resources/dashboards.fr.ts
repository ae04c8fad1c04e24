// The words of the main dashboard, in French (English: dashboards.en.ts). The catalogues merge
// every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the
// start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    // The greeting's count (src/features/dashboard/Greeting.tsx).
    shell: {
      elements_managed: '%{smart_count} élément géré |||| %{smart_count} éléments gérés',
    },
    menu: {
      dashboard: 'Tableau de bord',
    },
    dashboard: {
      title: 'Tableau de bord',
      greeting: 'Bonjour %{name}',
      sites: 'Sites',
      sites_count: 'site suivi |||| sites suivis',
      see_sites: 'Voir les sites',
      sections: {
        to_prepare: 'À préparer',
        to_validate: 'À valider',
        to_wait: 'En attente',
        warning: "Points d'attention",
      },
      section_empty: 'Rien ici pour le moment.',
      loading: 'Chargement…',
      error: 'Ces chiffres sont indisponibles pour le moment.',
      open_list: '%{label} : %{count}, ouvrir la liste',
      items: {
        elements_non_compliant: 'Éléments non conformes',
        elements_to_discard: 'Éléments à réformer',
        controls_next_30_days: 'Contrôles à échéance sous 30 jours',
        controls_planned: 'Contrôles planifiés',
        controls_late: 'Contrôles en retard',
        controls_late_blocking: 'Contrôles bloquants en retard',
        control_interventions_to_do: 'Interventions de contrôle à réaliser',
        control_interventions_to_validate: 'Interventions de contrôle à valider',
        control_interventions_late: 'Interventions de contrôle en retard',
        obligations_not_validated: 'Obligations documentaires à valider',
        documents_awaiting_reception: 'Documents en attente de réception',
        obligations_missing: 'Obligations sans document',
        express_reports_to_check: 'Rapports express à vérifier',
        express_reports_to_validate: 'Rapports express à valider',
        express_reports_being_analysed: "Rapports express en cours d'analyse",
        tasks_open: 'Observations ouvertes',
        tasks_late: 'Observations en retard',
        maintenance_interventions_to_do: 'Interventions de maintenance à réaliser',
        maintenance_interventions_late: 'Interventions de maintenance en retard',
        maintenance_interventions_to_validate: 'Interventions de maintenance à valider',
      },
    },
  },
  api: {
    errors: {
      dashboard_denied: "Vous n'avez pas accès au tableau de bord « %{dashboard} ».",
    },
  },
} as const satisfies AreaWords;
