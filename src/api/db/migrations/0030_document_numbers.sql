CREATE TABLE "document_numbers" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_numbers_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "document_numbers_positive" CHECK ("document_numbers"."last_number" > 0)
);
