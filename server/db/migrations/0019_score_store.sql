CREATE TABLE "element_findings" (
	"element_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"factory_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	"non_compliant" boolean NOT NULL,
	"lb" integer NOT NULL,
	"lc" integer NOT NULL,
	"oc" integer NOT NULL,
	"mo" integer NOT NULL,
	"obn" integer NOT NULL,
	"lt" integer NOT NULL,
	"ot" integer NOT NULL,
	"penalty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_counters" (
	"factory_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"elements" integer DEFAULT 0 NOT NULL,
	"score_sum" bigint DEFAULT 0 NOT NULL,
	"failing" integer DEFAULT 0 NOT NULL,
	"non_compliant" integer DEFAULT 0 NOT NULL,
	"late_controls" integer DEFAULT 0 NOT NULL,
	"open_controls" integer DEFAULT 0 NOT NULL,
	"missing_documents" integer DEFAULT 0 NOT NULL,
	"obligations" integer DEFAULT 0 NOT NULL,
	"late_tasks" integer DEFAULT 0 NOT NULL,
	"open_tasks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "score_counters_factory_id_regulation_id_building_id_pk" PRIMARY KEY("factory_id","regulation_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "score_dirty" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_dirty_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"element_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"day_db" date,
	"day_paris" date
);
--> statement-breakpoint
CREATE INDEX "element_findings_failing_idx" ON "element_findings" USING btree ("company_id","penalty") WHERE "element_findings"."penalty" > 0;