// Notes (comments) on an object of the product (element, control, task, intervention, document),
// addressed by its type and id; pinned notes come first on the object's page.
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { OBJECT_TYPES } from './object-types';
import { createdAt } from '../../db/columns';
import { companies } from '../company/table';
import { users } from '../users/table';

export const commentObjectEnum = pgEnum('comment_object', OBJECT_TYPES);

export const comments = pgTable('comments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  objectType: commentObjectEnum('object_type').notNull(),
  objectId: integer('object_id').notNull(),
  text: text('text').notNull(),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  pinnedAt: timestamp('pinned_at', { withTimezone: true }),
  pinnedById: integer('pinned_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('comments_object_idx').on(t.objectType, t.objectId, t.createdAt)]);
