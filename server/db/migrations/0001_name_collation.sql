-- Names sort as people read them (É with E, case-insensitive first pass) rather than by byte
-- (the cluster's C locale). ICU's root collation ships with every ICU-enabled Postgres,
-- embedded or not; indexes on these columns are rebuilt with it, so keyset pages stay indexed.
ALTER TABLE "companies" ALTER COLUMN "name" TYPE varchar(255) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "factories" ALTER COLUMN "name" TYPE varchar(255) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "regulations" ALTER COLUMN "name" TYPE varchar(255) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "element_types" ALTER COLUMN "name" TYPE varchar(255) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "buildings" ALTER COLUMN "name" TYPE varchar(255) COLLATE "und-x-icu";
