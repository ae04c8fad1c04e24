// The words of the contract's consumption (src/features/contract), in French (English:
// consumption.en.ts). The catalogues merge every resources/<area>.<lang>.ts into locales/
// (locales/merge.ts); a key given twice fails the start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    menu: {
      consumption: 'Consommation (contrat)',
    },
    contract: {
      consumption_title: 'Consommation',
      engagement_title: 'Engagement',
      tabs_label: 'Contrat',
      consumption_intro: "Éléments actifs et pages de rapports express analysées, par mois, site, type d'élément et réglementation. Le mois en cours est calculé en direct ; les mois passés sont figés le 1er du mois suivant.",
      month_gte: 'Du mois',
      month_lte: 'Au mois',
      sites: 'Sites',
      export_csv: 'Exporter (CSV)',
      export_xlsx: 'Exporter (Excel)',
      loading: 'Chargement…',
      empty: 'Aucune consommation sur cette période.',
      chart_label: 'Graphique de la consommation par mois',
      table_label: 'Consommation par mois',
      active_elements: 'Éléments actifs',
      pages: 'Pages analysées',
      month: 'Mois',
      entity: 'Entité (branche)',
      site: 'Site',
      element_type: "Type d'élément",
      regulation: 'Réglementation',
      none: '—',
      plan: 'Votre offre',
      tiers: { start: 'Start', pro: 'Pro', corpo: 'Corpo' },
      no_plan: 'Aucune entreprise sélectionnée.',
      company: 'Entreprise : %{name}',
      limit: 'Limite',
      used: 'Utilisé',
      unlimited: 'Illimité',
      usage: '%{used} sur %{limit}',
      usage_unlimited: '%{used} (illimité)',
      over: 'Au-delà de la limite de votre offre',
      limits: {
        elements: 'Éléments',
        sites: 'Sites',
        users: 'Utilisateurs actifs',
        express_pages_month: 'Pages de rapports express ce mois-ci',
      },
      limits_note: "Ces limites sont celles de votre contrat ; l'application ne bloque rien au-delà : contactez-nous pour changer d'offre.",
    },
  },
  api: {
    consumption: {
      month: 'Le mois est au format AAAA-MM.',
      month_order: 'Le mois de début précède le mois de fin.',
      month_span: 'La période couvre au plus 36 mois.',
      export: {
        month: 'Mois', entity: 'Entité (branche)', site: 'Site', element_type: "Type d'élément", regulation: 'Réglementation',
        active_elements: 'Éléments actifs', pages: 'Pages analysées', filename: 'consommation',
      },
    },
  },
} as const satisfies AreaWords;
