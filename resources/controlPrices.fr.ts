// The words of the control budget area (its prices and forecast), in French (English:
// controlPrices.en.ts). The catalogues merge every resources/<area>.<lang>.ts into locales/
// (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './controlPrices';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    'control-prices': {
      name: 'Prix de contrôle |||| Budget des contrôles',
      page: { create: 'Nouveau prix de contrôle' },
      fields: {
        id: 'ID',
        type: 'Type de contrôle',
        price: 'Prix (€ HT)',
        company: 'Entreprise',
        created_at: 'Créé le',
      },
    },
  },
  app: {
    menu: {
      control_budget: 'Budget des contrôles',
    },
    budget: {
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
    },
  },
  api: {
    controlBudget: {
      invalid_price: 'Le prix est un montant positif ou nul, avec au plus 2 décimales.',
      duplicate: 'Ce type de contrôle a déjà un prix pour cette entreprise.',
      months_range: 'Le nombre de mois est un entier de 1 à 36.',
      export: { site: 'Site', total: 'Total', filename: 'budget-controles' },
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { controlPrices: typeof words }
}
