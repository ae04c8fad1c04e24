/** API messages of the activity report (api.activity.*) and consumption (api.consumption.*) (fr). */
export const activity = {
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
} as const;

export const consumption = {
  month: 'Le mois est au format AAAA-MM.',
  month_order: 'Le mois de début précède le mois de fin.',
  month_span: 'La période couvre au plus 36 mois.',
  export: {
    month: 'Mois', entity: 'Entité (branche)', site: 'Site', element_type: "Type d'élément", regulation: 'Réglementation',
    active_elements: 'Éléments actifs', pages: 'Pages analysées', filename: 'consommation',
  },
} as const;
