/** Console strings of the control budget's forecast (app.budget.*) (fr). Voluntary control types: resources/voluntaryControlTypes.fr.ts. */
export const budget = {
  title: 'Prévisionnel des contrôles',
  intro: 'Coût des contrôles à échéance par mois et par site (contrôles ouverts et leurs récurrences), selon vos prix.',
  months: 'Période',
  months_option: '%{count} mois',
  sites: 'Sites (aucun : tous)',
  site: 'Site',
  total: 'Total',
  chart_label: 'Coût prévisionnel par mois, empilé par site',
  table_label: 'Coût prévisionnel par site et par mois',
  empty: 'Aucun contrôle à échéance sur la période.',
  unpriced: 'Types de contrôle sans prix (comptés 0 €) : %{names}',
  export_csv: 'Exporter (CSV)',
  export_xlsx: 'Exporter (Excel)',
  loading: 'Calcul du prévisionnel…',
} as const;
