CREATE TABLE "kardex" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fk_product" integer NOT NULL,
	"fk_lot" integer,
	"delta" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" varchar(40) NOT NULL,
	"doc_kind" varchar(20) NOT NULL,
	"doc_id" integer,
	"fk_user" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_product" integer NOT NULL,
	"initial_quantity" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expiration_date" date NOT NULL,
	"unit_cost" numeric(12, 2) NOT NULL,
	"fk_purchase" integer,
	"fk_user" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_quantity_not_negative" CHECK ("lots"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "low_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_lot" integer NOT NULL,
	"fk_product" integer NOT NULL,
	"quantity" integer NOT NULL,
	"fk_user" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "low_lots_quantity_positive" CHECK ("low_lots"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"fk_product" integer PRIMARY KEY NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stock_not_negative" CHECK ("product_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_product" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_discounts_quantity_positive" CHECK ("product_discounts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_product" integer NOT NULL,
	"quantity_promotion" integer NOT NULL,
	"quantity_sale" integer NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_promotions_quantities" CHECK ("product_promotions"."quantity_sale" >= 1 AND "product_promotions"."quantity_sale" < "product_promotions"."quantity_promotion")
);
--> statement-breakpoint
CREATE TABLE "type_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_pay" varchar(30) NOT NULL,
	"type_pay_key" varchar(30) NOT NULL,
	"is_cash" smallint NOT NULL,
	"code" varchar(1) DEFAULT 'q' NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_fk_lot_lots_id_fk" FOREIGN KEY ("fk_lot") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_lots" ADD CONSTRAINT "low_lots_fk_lot_lots_id_fk" FOREIGN KEY ("fk_lot") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_lots" ADD CONSTRAINT "low_lots_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_lots" ADD CONSTRAINT "low_lots_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_discounts" ADD CONSTRAINT "product_discounts_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_promotions" ADD CONSTRAINT "product_promotions_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kardex_product_idx" ON "kardex" USING btree ("fk_product","id");--> statement-breakpoint
CREATE INDEX "kardex_lot_idx" ON "kardex" USING btree ("fk_lot");--> statement-breakpoint
CREATE INDEX "lots_product_expiry_idx" ON "lots" USING btree ("fk_product","expiration_date","id");--> statement-breakpoint
CREATE INDEX "lots_expiry_idx" ON "lots" USING btree ("expiration_date");--> statement-breakpoint
CREATE INDEX "lots_created_idx" ON "lots" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lots_purchase_idx" ON "lots" USING btree ("fk_purchase");--> statement-breakpoint
CREATE INDEX "low_lots_created_idx" ON "low_lots" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "low_lots_product_idx" ON "low_lots" USING btree ("fk_product","created_at");--> statement-breakpoint
CREATE INDEX "product_stock_quantity_idx" ON "product_stock" USING btree ("quantity","fk_product");--> statement-breakpoint
CREATE UNIQUE INDEX "product_discounts_one_enabled_uq" ON "product_discounts" USING btree ("fk_product") WHERE "product_discounts"."enabled" = 1;--> statement-breakpoint
CREATE INDEX "product_discounts_product_idx" ON "product_discounts" USING btree ("fk_product","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_promotions_one_enabled_uq" ON "product_promotions" USING btree ("fk_product") WHERE "product_promotions"."enabled" = 1;--> statement-breakpoint
CREATE INDEX "product_promotions_product_idx" ON "product_promotions" USING btree ("fk_product","id");--> statement-breakpoint
CREATE UNIQUE INDEX "type_payments_key_uq" ON "type_payments" USING btree ("type_pay_key");