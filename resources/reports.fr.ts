// The words of the list and record reports (the console's button is the engine's: app.reports stays
// in locales/), in French (English: reports.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type { AreaWords } from './labels';

export const words = {
  api: {
    reports: {
      format: 'Le format est « pdf » ou « xlsx ».',
      queued: 'Le rapport porte sur %{count} ligne(s) : il est en préparation et le lien vous sera envoyé par e-mail.',
      list_title: 'Rapport : %{name}',
      generated: 'Généré le %{date}',
      total: 'Nombre de lignes',
      summary: 'Synthèse',
      more: '… et %{count} autre(s) ligne(s) : l\'export de la liste les donne toutes.',
      none: 'Aucune ligne.',
    },
  },
} as const satisfies AreaWords;
