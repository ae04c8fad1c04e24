// The words of the observations area (tasks), in English: the same keys as tasks.fr.ts (type-
// checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './tasks.fr';

export const words = {
  resources: {
    tasks: {
      name: 'Observation |||| Observations',
      page: { create: 'New observation' },
      fields: {
        id: 'ID', description: 'Description', element: 'Element', factory: 'Site', building: 'Building', regulation: 'Regulation',
        element_type: 'Element type', deadline: 'Deadline', manager: 'Manager', status: 'Status',
        verified_points: 'Verified points', origin: 'Origin', control: 'Control', intervention: 'Maintenance intervention',
        late: 'Late', open: 'Open', deadline_lte: 'Deadline on or before', created_at: 'Created on',
      },
      choices: {
        status: { not_started: 'Not started', doing: 'In progress', done: 'Completed', no_followup: 'No follow-up' },
        origin: { manual: 'Typed in', control: 'Control', express_report: 'Express report' },
      },
      tabs: { open: 'Open', late: 'Late', done: 'Completed', all: 'All' },
      status_updated: 'The status has been updated',
      status_next: 'Status: %{status}. Click to move to “%{next}”',
      section: 'Observations',
      empty: 'No observation for this element.',
      add: 'Add an observation',
      shown: { label: 'Observations shown', open: 'Open', closed: 'Closed', all: 'All' },
      intervention_section: 'Observations treated',
      intervention_empty: 'No observation in this intervention.',
      intervention_add: 'Add an observation of the site',
      intervention_none: 'No open observation of this site outside an intervention.',
      intervention_remove: 'Remove from the intervention',
      intervention_added: 'The observation was added to the intervention',
      intervention_removed: 'The observation was removed from the intervention',
    },
  },
  app: {
    menu: {
      tasks: 'Observations',
    },
  },
  api: {
    tasks: {
      errors: {
        manager_site: "The manager must be a user of the company with access to the element's site.",
        control_other_element: "The control must be one of the observation's element.",
        intervention_other_site: "The maintenance intervention must be on the element's site.",
        task_other_site: "Observation %{id} is not on the intervention's site.",
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
