CREATE TABLE "activity_monthly" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"factory_id" integer,
	"regulation_id" integer,
	"kind" varchar(40) NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_monthly" ADD CONSTRAINT "activity_monthly_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_monthly" ADD CONSTRAINT "activity_monthly_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_monthly" ADD CONSTRAINT "activity_monthly_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_monthly_company_month_idx" ON "activity_monthly" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "controls_finished_factory_completed_idx" ON "controls" USING btree ("factory_id","completed_date","regulation_id") WHERE "controls"."status" = 'finished';--> statement-breakpoint
CREATE INDEX "tasks_closed_factory_updated_idx" ON "tasks" USING btree ("factory_id","updated_at","regulation_id") WHERE "tasks"."status" IN ('done', 'no_followup');