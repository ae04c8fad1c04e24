/** API messages of the per-record exports and list reports (api.reports.*) (en). */
import type { reports as fr } from '../fr/api-reports';
import type { Catalogue } from '../types';

export const reports = {
  format: 'The format is "pdf" or "xlsx".',
  queued: 'The report covers %{count} row(s): it is being prepared and the link will be e-mailed to you.',
  list_title: 'Report: %{name}',
  generated: 'Generated on %{date}',
  total: 'Number of rows',
  summary: 'Summary',
  more: '… and %{count} more row(s): the list export gives them all.',
  none: 'No rows.',
} satisfies Catalogue<typeof fr>;
