// The live count of active elements per site, element type and regulation: the current month of
// the consumption, the plan's element usage and the monthly snapshot read it instead of counting
// a million elements. Kept by statement triggers on `elements` (migration 0022: one ordered delta
// upsert per statement, every write path included); element_counts_recount() rebuilds it.
import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

export const elementCounts = pgTable('element_counts', {
  factoryId: integer('factory_id').notNull(),
  elementTypeId: integer('element_type_id').notNull(),
  regulationId: integer('regulation_id').notNull(),
  companyId: integer('company_id').notNull(),
  n: integer('n').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.factoryId, t.elementTypeId, t.regulationId] })]);
