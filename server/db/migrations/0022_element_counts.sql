CREATE TABLE "element_counts" (
	"factory_id" integer NOT NULL,
	"element_type_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "element_counts_factory_id_element_type_id_regulation_id_pk" PRIMARY KEY("factory_id","element_type_id","regulation_id")
);
