// The words of the list and record reports (the console's button is the engine's: app.reports stays
// in locales/), in English: the same keys as reports.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './reports.fr';

export const words = {
  api: {
    reports: {
      format: 'The format is "pdf" or "xlsx".',
      queued: 'The report covers %{count} row(s): it is being prepared and the link will be e-mailed to you.',
      list_title: 'Report: %{name}',
      generated: 'Generated on %{date}',
      total: 'Number of rows',
      summary: 'Summary',
      more: '… and %{count} more row(s): the list export gives them all.',
      none: 'No rows.',
    },
  },
} as const satisfies Catalogue<typeof fr>;
