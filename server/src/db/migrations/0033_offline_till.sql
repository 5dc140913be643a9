CREATE TABLE "devices" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"fk_user" integer NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"oldest_pending_at" timestamp with time zone,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_product" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"discount_unit_price" numeric(12, 2),
	"discount_quantity" integer,
	"promotion_quantity_promotion" integer,
	"promotion_quantity_sale" integer
);
--> statement-breakpoint
CREATE TABLE "reconciliation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"fk_sale" integer NOT NULL,
	"fk_product" integer,
	"missing_quantity" numeric(12, 3),
	"charged_total" numeric(12, 2),
	"expected_total" numeric(12, 2),
	"detail" varchar(300) NOT NULL,
	"resolved" smallint DEFAULT 0 NOT NULL,
	"note" varchar(300),
	"fk_user_resolved" integer,
	"resolved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_items_kind" CHECK ("reconciliation_items"."kind" in ('precio', 'faltante', 'credito'))
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "offline" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "device_id" varchar(64);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "provisional_number" varchar(30);--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_fk_sale_sales_id_fk" FOREIGN KEY ("fk_sale") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_fk_user_resolved_users_id_fk" FOREIGN KEY ("fk_user_resolved") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("fk_product","valid_from");--> statement-breakpoint
CREATE INDEX "reconciliation_items_open_idx" ON "reconciliation_items" USING btree ("fk_sale","id") WHERE "reconciliation_items"."resolved" = 0;--> statement-breakpoint
CREATE INDEX "reconciliation_items_sale_idx" ON "reconciliation_items" USING btree ("fk_sale");