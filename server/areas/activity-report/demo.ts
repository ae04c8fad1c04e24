// The demo's activity aggregates: the past 24 months rebuilt from the demo rows (as the nightly job does).
import type pg from 'pg';
import { clientRunner } from '../../crud/sql';
import { AGGREGATE_MONTHS, monthsBack, rebuildActivityMonthly } from './aggregate';

export async function seedActivityMonthly(client: pg.PoolClient): Promise<void> {
  const db = clientRunner(client);
  await rebuildActivityMonthly(db, await monthsBack(db, AGGREGATE_MONTHS));
}
