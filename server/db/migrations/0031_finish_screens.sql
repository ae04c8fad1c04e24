CREATE INDEX "elements_identification_id_idx" ON "elements" USING btree ("identification_number","id");--> statement-breakpoint
-- Issue 34: a control intervention names the regulations of the controls it holds (planControls
-- adds them from now on); the existing ones receive theirs.
INSERT INTO "intervention_regulations" ("intervention_id", "regulation_id")
  SELECT DISTINCT k."intervention_id", k."regulation_id" FROM "controls" k WHERE k."intervention_id" IS NOT NULL
  ON CONFLICT DO NOTHING;
