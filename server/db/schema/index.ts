// Drizzle schema: the source of the generated SQL migrations (server/db/migrations).
// Searched text columns get a pg_trgm GIN index on f_unaccent(column): f_unaccent is the
// IMMUTABLE wrapper of unaccent() created by hand in the first migration (unaccent itself
// cannot be indexed). Lists page by keyset on (ordering value, id): composite indexes below.
// One file per area; drizzle-kit reads this index (drizzle.config.ts).
export * from './core';
export * from './users';
export * from './platform';
export * from './teams';
export * from './elements';
