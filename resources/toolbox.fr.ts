// The words of the toolbox area, in French (English: toolbox.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    toolbox: {
      title: 'Boîte à outils',
      calculator: 'Calculer la prochaine échéance',
      calculator_help: "La règle appliquée par la console : la date de réalisation plus la périodicité en mois (un 31 janvier plus un mois donne la fin février). Choisissez un contrôle du catalogue ou saisissez la périodicité.",
      done_on: 'Réalisé le',
      months: 'Périodicité (mois)',
      next_date: 'Prochaine échéance : %{date}',
      invalid: 'Saisissez une date et une périodicité de 1 à 240 mois.',
      at_hand: 'À portée de main',
      template: 'Modèle d’import : %{name}',
      catalogue: 'Catalogue réglementaire',
      catalogue_help: 'Les contrôles périodiques imposés par la réglementation, leur périodicité maximale, qui peut les réaliser et le texte dont ils viennent.',
      search: 'Rechercher (réglementation, contrôle, texte)',
      count: '%{smart_count} contrôle |||| %{smart_count} contrôles',
      years: '%{smart_count} an |||| %{smart_count} ans',
      months_n: '%{smart_count} mois |||| %{smart_count} mois',
      use: 'Calculer',
      columns: { regulation: 'Réglementation', control: 'Contrôle', period: 'Périodicité', who: 'Réalisé par', source: 'Texte', use: 'Échéance' },
    },
    menu: {
      toolbox: 'Boîte à outils',
    },
  },
} as const satisfies AreaWords;
