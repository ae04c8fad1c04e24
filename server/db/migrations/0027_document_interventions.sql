CREATE TABLE "document_interventions" (
	"document_id" integer NOT NULL,
	"intervention_id" integer NOT NULL,
	CONSTRAINT "document_interventions_document_id_intervention_id_pk" PRIMARY KEY("document_id","intervention_id")
);
--> statement-breakpoint
ALTER TABLE "document_interventions" ADD CONSTRAINT "document_interventions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_interventions" ADD CONSTRAINT "document_interventions_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_interventions_intervention_idx" ON "document_interventions" USING btree ("intervention_id");