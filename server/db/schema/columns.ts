// Helpers shared by the schema files.
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A pg_trgm GIN index expression on f_unaccent(column) (see the first migration). */
export const trgm = (column: { name: string }) => sql`f_unaccent(${sql.identifier(column.name)}) gin_trgm_ops`;
