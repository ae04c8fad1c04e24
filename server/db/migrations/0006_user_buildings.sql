CREATE TABLE "user_buildings" (
	"user_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	CONSTRAINT "user_buildings_user_id_building_id_pk" PRIMARY KEY("user_id","building_id")
);
--> statement-breakpoint
ALTER TABLE "user_buildings" ADD CONSTRAINT "user_buildings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_buildings" ADD CONSTRAINT "user_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_buildings_building_idx" ON "user_buildings" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "elements_factory_regulation_building_idx" ON "elements" USING btree ("factory_id","regulation_id","building_id");