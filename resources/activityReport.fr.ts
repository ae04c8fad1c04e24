// The words of the activity report, in French (English: activityReport.en.ts). The catalogues merge
// every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the
// start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    menu: {
      activity_report: "Rapport d'activité",
    },
    activityReport: {
      title: "Rapport d'activité",
      intro: "Ce qui a été fait sur vos sites, mois par mois : contrôles réalisés, interventions, observations, documents et rapports express.",
      period: 'Période',
      periods: { last_year: 'Année dernière', past_twelve_months: 'Douze derniers mois' },
      period_help: "Année dernière : janvier à décembre de l'année précédente. Douze derniers mois : les onze mois précédents et le mois en cours.",
      sites: 'Sites',
      all_sites: 'Tous mes sites',
      generate_pdf: 'Générer le rapport (PDF)',
      generate_xlsx: 'Générer le rapport (Excel)',
      generating: 'Génération du rapport…',
      job_title: "Rapport d'activité par e-mail",
      job_sent: 'Le rapport (%{smart_count} site) vous a été envoyé par e-mail. |||| Le rapport (%{smart_count} sites) vous a été envoyé par e-mail.',
      job_download: 'Télécharger le rapport',
      loading: 'Chargement du rapport…',
      empty: "Aucune activité sur cette période pour ces sites.",
      chart_label: "Graphique de l'activité par mois",
      table_months: 'Activité par mois',
      table_sites: 'Activité par site',
      month: 'Mois',
      site: 'Site',
      total: 'Total',
      series: {
        controls_done: 'Contrôles réalisés',
        interventions: 'Interventions réalisées',
        tasks_opened: 'Observations ouvertes',
        tasks_closed: 'Observations clôturées',
        documents_added: 'Documents ajoutés',
        express_reports_processed: 'Rapports express traités',
      },
    },
  },
  api: {
    activity: {
      period: 'La période est « last_year » (année dernière) ou « past_twelve_months » (douze derniers mois).',
      format: 'Le format est « pdf » ou « xlsx ».',
      report_queued: 'Le rapport porte sur %{count} sites : il est préparé en arrière-plan et le lien vous sera envoyé par e-mail.',
      report_title: "Rapport d'activité",
      filename: 'rapport-activite',
      periods: { last_year: 'Année dernière', past_twelve_months: 'Douze derniers mois' },
      series: {
        controls_done: 'Contrôles réalisés',
        interventions: 'Interventions réalisées',
        tasks_opened: 'Observations ouvertes',
        tasks_closed: 'Observations clôturées',
        documents_added: 'Documents ajoutés',
        express_reports_processed: 'Rapports express traités',
      },
      month: 'Mois',
      site: 'Site',
      total: 'Total',
      per_month: 'Par mois',
      per_site: 'Par site',
      generated: 'Généré le %{date}',
      coverage_company: 'Entreprise : %{names}',
      coverage_companies: 'Entreprises : %{names}',
      coverage_sites: 'Sites (%{count}) : %{names}',
      more_sites: ' et %{count} autre(s)',
    },
  },
} as const satisfies AreaWords;
