CREATE TABLE "provider_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_provider" integer NOT NULL,
	"fk_product" integer NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_purchase" integer NOT NULL,
	"fk_product" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"unit_cost" numeric(12, 2) NOT NULL,
	"discount" numeric(14, 2) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"expiration_date" date NOT NULL,
	"fk_lot" integer,
	"date_purchase" date NOT NULL,
	"fk_provider" integer NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "purchase_details_quantity_positive" CHECK ("purchase_details"."quantity" > 0),
	CONSTRAINT "purchase_details_discount_within" CHECK ("purchase_details"."discount" >= 0 and "purchase_details"."discount" <= "purchase_details"."subtotal")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"total_purchase" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cancelled" smallint NOT NULL,
	"gloss" varchar(200),
	"date_purchase" date NOT NULL,
	"fk_provider" integer NOT NULL,
	"fk_user" integer NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_total_not_negative" CHECK ("purchases"."total_purchase" >= 0),
	CONSTRAINT "purchases_discount_not_negative" CHECK ("purchases"."discount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider_products" ADD CONSTRAINT "provider_products_fk_provider_providers_id_fk" FOREIGN KEY ("fk_provider") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_products" ADD CONSTRAINT "provider_products_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_details" ADD CONSTRAINT "purchase_details_fk_purchase_purchases_id_fk" FOREIGN KEY ("fk_purchase") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_details" ADD CONSTRAINT "purchase_details_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_details" ADD CONSTRAINT "purchase_details_fk_lot_lots_id_fk" FOREIGN KEY ("fk_lot") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_fk_provider_providers_id_fk" FOREIGN KEY ("fk_provider") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_products_pair_uq" ON "provider_products" USING btree ("fk_provider","fk_product");--> statement-breakpoint
CREATE INDEX "provider_products_product_idx" ON "provider_products" USING btree ("fk_product");--> statement-breakpoint
CREATE INDEX "purchase_details_purchase_idx" ON "purchase_details" USING btree ("fk_purchase","id");--> statement-breakpoint
CREATE INDEX "purchase_details_date_idx" ON "purchase_details" USING btree ("enabled","date_purchase","id");--> statement-breakpoint
CREATE INDEX "purchase_details_product_date_idx" ON "purchase_details" USING btree ("fk_product","enabled","date_purchase","id");--> statement-breakpoint
CREATE INDEX "purchase_details_provider_date_idx" ON "purchase_details" USING btree ("fk_provider","enabled","date_purchase","id");--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("enabled","created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_provider_created_idx" ON "purchases" USING btree ("fk_provider","enabled","created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_date_idx" ON "purchases" USING btree ("enabled","date_purchase","id");--> statement-breakpoint
CREATE INDEX "purchases_provider_date_idx" ON "purchases" USING btree ("fk_provider","enabled","date_purchase","id");--> statement-breakpoint
CREATE INDEX "purchases_user_created_idx" ON "purchases" USING btree ("fk_user","enabled","created_at","id");