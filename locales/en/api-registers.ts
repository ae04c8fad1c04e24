/** API messages and texts of the regulatory register (api.registers.*) (en). */
import type { registers as fr } from '../fr/api-registers';
import type { Catalogue } from '../types';

export const registers = {
  title: 'Safety register',
  filename: 'register',
  queued: 'The register holds %{count} elements: it is prepared in the background and its link will be e-mailed to you.',
  company: 'Company: %{name}',
  site: 'Site: %{name}',
  building: 'Building: %{name}',
  regulation: 'Regulation: %{name}',
  generated: 'Issued on %{date}',
  purpose:
    'This register gathers, per regulation and element, the periodic verifications done (date, body or person who did them, result, report reference), the observations raised and their follow-up, and the coming deadlines. It is kept at the disposal of the labour inspectorate, the prevention officers of the social security bodies and the staff representatives.',
  empty: 'No element in this scope.',
  verifications: 'Verifications done',
  observations: 'Observations and follow-up',
  deadlines: 'Open deadlines',
  none: 'None',
  body_unknown: 'Inspector not given',
  report: 'Report: %{names}',
  no_report: 'No report attached',
  results: { compliant: 'Compliant', non_compliant: 'Non-compliant', none: 'No result given' },
  task_status: { not_started: 'Not started', doing: 'In progress', done: 'Done', no_followup: 'No follow-up' },
  closed: 'closed on %{date}',
  deadline: 'due on %{date}',
  late: 'late',
  footer:
    'Register kept under articles L4711-1 to L4711-5 of the French Code du travail (Légifrance, LEGITEXT000006072050: results and reports of verifications, inspectors\' observations and formal notices, availability to the labour inspectorate, single register); kept five years (art. D4711-3).',
  page: 'Page %{page} / %{pages}',
} satisfies Catalogue<typeof fr>;
