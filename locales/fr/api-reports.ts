/** API messages of the per-record exports and list reports (api.reports.*) (fr). */
export const reports = {
  format: 'Le format est « pdf » ou « xlsx ».',
  queued: 'Le rapport porte sur %{count} ligne(s) : il est en préparation et le lien vous sera envoyé par e-mail.',
  list_title: 'Rapport : %{name}',
  generated: 'Généré le %{date}',
  total: 'Nombre de lignes',
  summary: 'Synthèse',
  more: '… et %{count} autre(s) ligne(s) : l\'export de la liste les donne toutes.',
  none: 'Aucune ligne.',
} as const;
