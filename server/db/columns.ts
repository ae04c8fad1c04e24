// Column helpers shared by the tables (server/areas/*/table*.ts, server/*/table.ts).
import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * A pg_trgm GIN index expression on f_unaccent(column), for searched text: f_unaccent is the
 * IMMUTABLE wrapper of unaccent() created by hand in the first migration (unaccent itself cannot
 * be indexed). Lists page by keyset on (ordering value, id): each table has those indexes.
 */
export const trgm = (column: { name: string }) => sql`f_unaccent(${sql.identifier(column.name)}) gin_trgm_ops`;

/**
 * A name sorted as people read it (É with E, case-insensitive first pass) rather than by byte
 * (the cluster's C locale): ICU's root collation, shipped with every ICU-enabled Postgres.
 * Declared here so drizzle-kit knows it (it was added by hand in migrations 0001, 0003, 0004).
 */
export const collatedName = <N extends string>(name: N, length = 255) =>
  customType<{ data: string; driverData: string }>({ dataType: () => `varchar(${length}) COLLATE "und-x-icu"` })(name);
