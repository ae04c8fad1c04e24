// Demo prices: every company prices the control types it can use (the catalogue and its own
// voluntary types), except its fire-door test, left unpriced so the forecast shows one.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { clientRunner } from '../../crud/sql';

export async function seedControlPrices(client: pg.PoolClient): Promise<void> {
  await clientRunner(client).execute(sql`INSERT INTO control_prices (company_id, type_id, price)
    SELECT c.id, ct.id, 80 + (ct.frequency_months % 5) * 45 + (ct.id % 4) * 12.5
    FROM companies c JOIN control_types ct ON ct.company_id IS NULL OR ct.company_id = c.id
    WHERE ct.name <> 'Essai de fonctionnement des portes coupe-feu'`);
}
