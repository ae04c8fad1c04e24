// The midnight job: at 00:05 Europe/Paris (summer time followed by pg-boss), the elements whose
// expiry date or blocking control's next_date has just passed become non-compliant. Once across
// instances (a pg-boss schedule); a failed run is retried, and any run catches up missed days.
import type { AppDeps } from '../../http/deps';
import { ownTransactions, refreshPassedDates } from './refresh';

export const COMPLIANCE_JOB = 'compliance-midnight';
export const COMPLIANCE_CRON = '5 0 * * *';
export const COMPLIANCE_TZ = 'Europe/Paris';

export async function registerComplianceJob(deps: AppDeps): Promise<void> {
  // The day is the business day when the job runs (not when it was scheduled): a retry after
  // midnight of the next day does that day's work too.
  await deps.jobs.work(COMPLIANCE_JOB, async () => ({ ...(await refreshPassedDates(ownTransactions(deps.db))) }));
  await deps.jobs.schedule(COMPLIANCE_JOB, COMPLIANCE_CRON, {}, { tz: COMPLIANCE_TZ });
}
