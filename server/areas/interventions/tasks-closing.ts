// Closing work closes what it treated: a maintenance intervention moved to done closes its open
// observations (done, with the day and who), remembering their status and that it closed them;
// moved back a step, it reopens those (only those still closed as it left them).
import { sql } from 'drizzle-orm';
import type { Runner } from '../../crud/sql';

export async function closeTreatedTasks(tx: Runner, intervention: number, userId: number): Promise<void> {
  await tx.execute(sql`UPDATE tasks SET status_before_close = status, status = 'done', closed_at = now(), closed_by_id = ${userId},
      closed_by_intervention_id = ${intervention}, updated_at = now()
    WHERE intervention_id = ${intervention} AND status IN ('not_started', 'doing')`);
}

export async function reopenTreatedTasks(tx: Runner, intervention: number): Promise<void> {
  await tx.execute(sql`UPDATE tasks SET status = coalesce(status_before_close, 'not_started'), status_before_close = NULL,
      closed_at = NULL, closed_by_id = NULL, closed_by_intervention_id = NULL, updated_at = now()
    WHERE closed_by_intervention_id = ${intervention} AND status = 'done'`);
}
