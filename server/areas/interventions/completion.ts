// The completed date of an intervention: the day the work was really done, given with the move to
// done (`completed_date`, YYYY-MM-DD) or, left out, the earlier of the planned end and today
// (Europe/Paris). Never in the future (work planned next week is not done yet; it may have been
// done before its planned start); written only with the move to done, cleared when it goes back a step.
import { fieldError } from '../../http/errors';
import { parisDay } from '../elements/conformity';
import type { Status } from './transitions';

type Body = Record<string, unknown>;
const err = (key: string, params?: Record<string, string | number>) => fieldError('completed_date', `api.interventions.errors.${key}`, params);

export function checkCompletion(body: Body, before: Body, from: Status): void {
  const validating = body.status === 'done' && from !== 'done';
  if (!validating) {
    if (body.completed_date !== undefined && (body.completed_date ?? null) !== (before.completed_date ?? null)) throw err('completed_only_on_validate');
    if (from === 'done' && body.status !== undefined && body.status !== 'done') body.completed_date = null;
    return;
  }
  const today = parisDay();
  const end = String(body.end ?? before.end ?? today);
  const given = body.completed_date == null ? null : String(body.completed_date);
  const day = given ?? (end < today ? end : today);
  if (day > today) throw err('completed_in_future', { today: today.split('-').reverse().join('/') });
  body.completed_date = day;
}
