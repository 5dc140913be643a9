CREATE TABLE "presentations" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_product" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"units" integer NOT NULL,
	"barcode" varchar(50) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presentations_units_min" CHECK ("presentations"."units" >= 2),
	CONSTRAINT "presentations_price_positive" CHECK ("presentations"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_list_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_price_list" integer NOT NULL,
	"fk_product" integer NOT NULL,
	"fk_presentation" integer,
	"min_quantity" numeric(12, 3) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_prices_min_quantity" CHECK ("price_list_prices"."min_quantity" >= 1),
	CONSTRAINT "price_list_prices_price_positive" CHECK ("price_list_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"name_key" varchar(40) NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "fk_price_list" integer;--> statement-breakpoint
ALTER TABLE "sale_details" ADD COLUMN "fk_presentation" integer;--> statement-breakpoint
ALTER TABLE "sale_details" ADD COLUMN "presentation_units" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_details" ADD COLUMN "fk_price_list" integer;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_fk_price_list_price_lists_id_fk" FOREIGN KEY ("fk_price_list") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_fk_presentation_presentations_id_fk" FOREIGN KEY ("fk_presentation") REFERENCES "public"."presentations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presentations_product_idx" ON "presentations" USING btree ("fk_product","id");--> statement-breakpoint
CREATE UNIQUE INDEX "presentations_barcode_uq" ON "presentations" USING btree ("barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_prices_break_uq" ON "price_list_prices" USING btree ("fk_price_list","fk_product",coalesce("fk_presentation", 0),"min_quantity");--> statement-breakpoint
CREATE INDEX "price_list_prices_product_idx" ON "price_list_prices" USING btree ("fk_product");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_key_uq" ON "price_lists" USING btree ("name_key");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_fk_price_list_price_lists_id_fk" FOREIGN KEY ("fk_price_list") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_details" ADD CONSTRAINT "sale_details_fk_presentation_presentations_id_fk" FOREIGN KEY ("fk_presentation") REFERENCES "public"."presentations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_details" ADD CONSTRAINT "sale_details_fk_price_list_price_lists_id_fk" FOREIGN KEY ("fk_price_list") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;