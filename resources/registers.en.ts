// The words of the registers area, in English: the same keys as registers.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './registers.fr';

export const words = {
  app: {
    registers: {
      title: 'Regulatory registers',
      intro:
        "A site's safety register: per regulation and element, the verifications done, the observations and their follow-up, the open deadlines. Pick a site, if need be a building or a regulation, then download the PDF.",
      site: 'Site',
      building: 'Building (optional)',
      regulation: 'Regulation (optional)',
      download: 'Download the register (PDF)',
      pick_site: 'Pick a site to issue its register.',
      generating: 'Preparing the register…',
      legal: 'Register kept under articles L4711-1 to L4711-5 of the French Code du travail: shown to the labour inspectorate on request and kept five years.',
      job_title: 'Register being prepared',
      job_sent: 'The register is ready: its link was e-mailed to you.',
      job_download: 'Download the register',
    },
    menu: {
      registers: 'Regulatory registers',
    },
  },
  api: {
    registers: {
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
    },
  },
} as const satisfies Catalogue<typeof fr>;
