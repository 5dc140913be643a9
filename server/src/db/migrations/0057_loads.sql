CREATE TABLE "load_closing_payments" (
	"fk_load" integer NOT NULL,
	"fk_type_payment" integer NOT NULL,
	"expected_cents" bigint NOT NULL,
	"counted_cents" bigint NOT NULL,
	CONSTRAINT "load_closing_payments_fk_load_fk_type_payment_pk" PRIMARY KEY("fk_load","fk_type_payment")
);
--> statement-breakpoint
CREATE TABLE "load_closing_products" (
	"fk_load" integer NOT NULL,
	"fk_product" integer NOT NULL,
	"loaded" numeric(12, 3) NOT NULL,
	"delivered" numeric(12, 3) NOT NULL,
	"returned" numeric(12, 3) NOT NULL,
	"merma" numeric(12, 3) NOT NULL,
	"merma_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"merma_reason" varchar(200),
	CONSTRAINT "load_closing_products_fk_load_fk_product_pk" PRIMARY KEY("fk_load","fk_product"),
	CONSTRAINT "load_closing_products_balanced" CHECK ("load_closing_products"."loaded" = "load_closing_products"."delivered" + "load_closing_products"."returned" + "load_closing_products"."merma")
);
--> statement-breakpoint
CREATE TABLE "load_delivered_lines" (
	"fk_load" integer NOT NULL,
	"fk_order_line" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	CONSTRAINT "load_delivered_lines_fk_load_fk_order_line_pk" PRIMARY KEY("fk_load","fk_order_line"),
	CONSTRAINT "load_delivered_lines_not_negative" CHECK ("load_delivered_lines"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "load_orders" (
	"fk_load" integer NOT NULL,
	"fk_order" integer NOT NULL,
	"position" smallint NOT NULL,
	"state" varchar(20) DEFAULT 'cargado' NOT NULL,
	"fk_sale" integer,
	"delivered_at" timestamp with time zone,
	"fk_delivered_by" integer,
	CONSTRAINT "load_orders_fk_load_fk_order_pk" PRIMARY KEY("fk_load","fk_order"),
	CONSTRAINT "load_orders_state_known" CHECK ("load_orders"."state" in ('cargado', 'entregado', 'entregado parcial', 'no entregado'))
);
--> statement-breakpoint
CREATE TABLE "load_shortfalls" (
	"fk_load" integer NOT NULL,
	"fk_product" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	CONSTRAINT "load_shortfalls_fk_load_fk_product_pk" PRIMARY KEY("fk_load","fk_product")
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_route" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"state" varchar(8) DEFAULT 'cargada' NOT NULL,
	"fk_user" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_day" date,
	"fk_closed_by" integer,
	"difference_cents" bigint,
	"credit_cents" bigint,
	"close_reason" varchar(200),
	CONSTRAINT "loads_state_known" CHECK ("loads"."state" in ('cargada', 'cerrada'))
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "fk_load" integer;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "fk_source_lot" integer;--> statement-breakpoint
ALTER TABLE "load_closing_payments" ADD CONSTRAINT "load_closing_payments_fk_load_loads_id_fk" FOREIGN KEY ("fk_load") REFERENCES "public"."loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_closing_payments" ADD CONSTRAINT "load_closing_payments_fk_type_payment_type_payments_id_fk" FOREIGN KEY ("fk_type_payment") REFERENCES "public"."type_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_closing_products" ADD CONSTRAINT "load_closing_products_fk_load_loads_id_fk" FOREIGN KEY ("fk_load") REFERENCES "public"."loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_closing_products" ADD CONSTRAINT "load_closing_products_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_delivered_lines" ADD CONSTRAINT "load_delivered_lines_fk_load_loads_id_fk" FOREIGN KEY ("fk_load") REFERENCES "public"."loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_delivered_lines" ADD CONSTRAINT "load_delivered_lines_fk_order_line_order_lines_id_fk" FOREIGN KEY ("fk_order_line") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_orders" ADD CONSTRAINT "load_orders_fk_load_loads_id_fk" FOREIGN KEY ("fk_load") REFERENCES "public"."loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_orders" ADD CONSTRAINT "load_orders_fk_order_orders_id_fk" FOREIGN KEY ("fk_order") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_orders" ADD CONSTRAINT "load_orders_fk_sale_sales_id_fk" FOREIGN KEY ("fk_sale") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_orders" ADD CONSTRAINT "load_orders_fk_delivered_by_users_id_fk" FOREIGN KEY ("fk_delivered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_shortfalls" ADD CONSTRAINT "load_shortfalls_fk_load_loads_id_fk" FOREIGN KEY ("fk_load") REFERENCES "public"."loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_shortfalls" ADD CONSTRAINT "load_shortfalls_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_fk_route_routes_id_fk" FOREIGN KEY ("fk_route") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_fk_closed_by_users_id_fk" FOREIGN KEY ("fk_closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "load_orders_order_uq" ON "load_orders" USING btree ("fk_order");--> statement-breakpoint
CREATE INDEX "loads_date_idx" ON "loads" USING btree ("delivery_date","id");--> statement-breakpoint
CREATE INDEX "loads_closed_day_idx" ON "loads" USING btree ("closed_day") WHERE "loads"."closed_day" is not null;--> statement-breakpoint
CREATE INDEX "loads_route_idx" ON "loads" USING btree ("fk_route","delivery_date");--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_fk_load_loads_id_fk" FOREIGN KEY ("fk_load") REFERENCES "public"."loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_fk_source_lot_lots_id_fk" FOREIGN KEY ("fk_source_lot") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_load_idx" ON "lots" USING btree ("fk_load","fk_product") WHERE "lots"."fk_load" is not null;