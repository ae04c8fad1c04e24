// The open observations (not done, not without follow-up) of the elements a report names.
import { sql } from 'drizzle-orm';
import type { ExpressResult } from '../../../resources/expressReportResult';
import { intArr, rows, type Runner } from '../../crud/sql';
import { reconcile, type OpenTask } from './reconcile';

export async function openTasks(tx: Runner, companyId: number, elementIds: number[]): Promise<OpenTask[]> {
  if (!elementIds.length) return [];
  return rows<OpenTask>(tx, sql`SELECT id, element_id AS element, description FROM tasks
    WHERE company_id = ${companyId} AND element_id = ANY(${intArr(elementIds)}) AND status IN ('not_started', 'doing') ORDER BY id`);
}

export async function reconcileWithDb(tx: Runner, companyId: number, result: ExpressResult): Promise<ExpressResult> {
  const ids = [...new Set([...result.elements, ...result.observations].map((e) => e.element).filter((e): e is number => e != null))];
  return reconcile(result, await openTasks(tx, companyId, ids));
}
