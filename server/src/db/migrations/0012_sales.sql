CREATE TABLE "idempotency_keys" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"fk_user" integer NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"fk_sale" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_detail_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_sale_detail" integer NOT NULL,
	"fk_sale" integer NOT NULL,
	"fk_lot" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_sale" integer NOT NULL,
	"line" smallint NOT NULL,
	"fk_product" integer NOT NULL,
	"fk_mark" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_system" numeric(12, 2) NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"discount" numeric(14, 4) NOT NULL,
	"promotion" varchar(20),
	"total" numeric(12, 2) NOT NULL,
	"unit_cost" numeric(14, 4) NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"discount_share" numeric(12, 2) NOT NULL,
	CONSTRAINT "sale_details_quantity_positive" CHECK ("sale_details"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"total_sale" numeric(12, 2) NOT NULL,
	"money_paid" numeric(12, 2) NOT NULL,
	"change_box" numeric(12, 2) NOT NULL,
	"total_cost" numeric(12, 2) NOT NULL,
	"cancelled" smallint NOT NULL,
	"fk_type_payment" integer,
	"type_pay" varchar(1),
	"fk_client" integer,
	"fk_user" integer NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"date" date NOT NULL,
	"hour" time NOT NULL,
	"date_debt" date,
	"fk_type_payment_debt" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_credit_needs_client" CHECK ("sales"."cancelled" = 1 or "sales"."fk_client" is not null)
);
--> statement-breakpoint
CREATE TABLE "sales_daily_payment" (
	"day" date NOT NULL,
	"fk_type_payment" integer NOT NULL,
	"fk_user" integer NOT NULL,
	"cancelled" smallint NOT NULL,
	"total_cents" bigint NOT NULL,
	"cost_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"sales" integer NOT NULL,
	CONSTRAINT "sales_daily_payment_day_fk_type_payment_fk_user_cancelled_pk" PRIMARY KEY("day","fk_type_payment","fk_user","cancelled")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_product" (
	"day" date NOT NULL,
	"fk_product" integer NOT NULL,
	"fk_mark" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"cost_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "sales_daily_product_day_fk_product_fk_mark_pk" PRIMARY KEY("day","fk_product","fk_mark")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_fk_sale_sales_id_fk" FOREIGN KEY ("fk_sale") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_detail_lots" ADD CONSTRAINT "sale_detail_lots_fk_sale_detail_sale_details_id_fk" FOREIGN KEY ("fk_sale_detail") REFERENCES "public"."sale_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_detail_lots" ADD CONSTRAINT "sale_detail_lots_fk_sale_sales_id_fk" FOREIGN KEY ("fk_sale") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_detail_lots" ADD CONSTRAINT "sale_detail_lots_fk_lot_lots_id_fk" FOREIGN KEY ("fk_lot") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_details" ADD CONSTRAINT "sale_details_fk_sale_sales_id_fk" FOREIGN KEY ("fk_sale") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_details" ADD CONSTRAINT "sale_details_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_fk_type_payment_type_payments_id_fk" FOREIGN KEY ("fk_type_payment") REFERENCES "public"."type_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_fk_client_clients_id_fk" FOREIGN KEY ("fk_client") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_fk_type_payment_debt_type_payments_id_fk" FOREIGN KEY ("fk_type_payment_debt") REFERENCES "public"."type_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_detail_lots_sale_idx" ON "sale_detail_lots" USING btree ("fk_sale");--> statement-breakpoint
CREATE INDEX "sale_detail_lots_lot_idx" ON "sale_detail_lots" USING btree ("fk_lot");--> statement-breakpoint
CREATE INDEX "sale_details_sale_idx" ON "sale_details" USING btree ("fk_sale","line");--> statement-breakpoint
CREATE INDEX "sale_details_product_idx" ON "sale_details" USING btree ("fk_product");--> statement-breakpoint
CREATE INDEX "sales_date_idx" ON "sales" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "sales_user_date_idx" ON "sales" USING btree ("fk_user","date","id");--> statement-breakpoint
CREATE INDEX "sales_client_idx" ON "sales" USING btree ("fk_client","date");--> statement-breakpoint
CREATE INDEX "sales_daily_product_mark_idx" ON "sales_daily_product" USING btree ("fk_mark","day");