CREATE TABLE "product_counts" (
	"fk_mark" integer NOT NULL,
	"enabled" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "product_counts_fk_mark_enabled_pk" PRIMARY KEY("fk_mark","enabled")
);
--> statement-breakpoint
DROP INDEX "products_barcode_idx";