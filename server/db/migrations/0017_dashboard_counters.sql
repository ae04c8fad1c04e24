CREATE TABLE "dashboard_counter_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"day_db" date,
	"day_paris" date
);
--> statement-breakpoint
CREATE TABLE "dashboard_counters" (
	"key" varchar(40) NOT NULL,
	"factory_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_counters_key_factory_id_regulation_id_building_id_pk" PRIMARY KEY("key","factory_id","regulation_id","building_id")
);
