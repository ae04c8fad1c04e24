CREATE TABLE "notification_watermarks" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An installation that existed before this migration (it has users; a new one is seeded after its
-- migrations, then writes its first start) keeps scanning its last two days as before.
INSERT INTO "notification_watermarks" ("name", "since") SELECT 'events', '-infinity' WHERE EXISTS (SELECT 1 FROM "users");
