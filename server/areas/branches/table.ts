// Company branches (spec §3): a tree of any depth inside one company, and the sites each holds
// (a site in at most one branch: the unique index on factory_id).
import { type AnyPgColumn, index, integer, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { collatedName, createdAt } from '../../db/columns';
import { companies } from '../company/table';
import { factories } from '../sites/table';

export const companyBranches = pgTable('company_branches', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: collatedName('name').notNull(),
  // Deleting a branch lifts its children one level up to the root (never deletes a subtree).
  parentId: integer('parent_id').references((): AnyPgColumn => companyBranches.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('company_branches_company_name_id_idx').on(t.companyId, t.name, t.id),
  index('company_branches_name_id_idx').on(t.name, t.id),
  index('company_branches_created_at_id_idx').on(t.createdAt, t.id),
  index('company_branches_parent_idx').on(t.parentId),
]);

export const branchFactories = pgTable('branch_factories', {
  branchId: integer('branch_id').notNull().references(() => companyBranches.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.branchId, t.factoryId] }), uniqueIndex('branch_factories_factory_idx').on(t.factoryId)]);
