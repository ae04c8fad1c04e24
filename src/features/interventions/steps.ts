// The status steps of an intervention (spec §4), as the API enforces them: one step at a time,
// forward (to_do → to_validate → done) and back one step. The buttons offer exactly these.
export type InterventionStatus = 'to_do' | 'to_validate' | 'done';

const STEPS: Record<InterventionStatus, InterventionStatus[]> = {
  to_do: ['to_validate'],
  to_validate: ['done', 'to_do'],
  done: ['to_validate'],
};

/** The statuses a button may move an intervention to from `status` (none for an unknown one). */
export const nextSteps = (status: unknown): InterventionStatus[] =>
  typeof status === 'string' && status in STEPS ? STEPS[status as InterventionStatus] : [];

/** The form's rule beside the API's: the end is on or after the start (YYYY-MM-DD compare as text). */
export const datesProblem = (start: unknown, end: unknown): string | undefined =>
  typeof start === 'string' && typeof end === 'string' && start && end && end < start ? 'app.interventions.end_before_start' : undefined;
