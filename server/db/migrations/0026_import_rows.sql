CREATE TABLE "import_rows" (
	"import_id" integer NOT NULL,
	"row_id" integer NOT NULL,
	CONSTRAINT "import_rows_import_id_row_id_pk" PRIMARY KEY("import_id","row_id")
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rows_row_idx" ON "import_rows" USING btree ("row_id");