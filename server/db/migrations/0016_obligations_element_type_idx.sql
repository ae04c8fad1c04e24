DROP INDEX "obligations_element_idx";--> statement-breakpoint
CREATE INDEX "obligations_element_idx" ON "obligations" USING btree ("element_id","type_id");