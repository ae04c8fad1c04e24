/** API messages of observations (api.tasks.*) and pinned notes (api.comments.*) (en). */
import type { comments as frComments, tasks as frTasks } from '../fr/api-tasks';
import type { Catalogue } from '../types';

export const tasks = {
  errors: {
    manager_site: "The manager must be a user of the company with access to the element's site.",
    control_other_element: "The control must be one of the observation's element.",
    intervention_other_site: "The maintenance intervention must be on the element's site.",
    task_other_site: "Observation %{id} is not on the intervention's site.",
  },
} satisfies Catalogue<typeof frTasks>;

export const comments = {
  errors: {
    object_type: 'Unknown object type: choose among %{types}.',
    text_required: 'The text of the note is required.',
    not_author: 'Only the author of the note or a user who may edit the object may delete it.',
  },
} satisfies Catalogue<typeof frComments>;
