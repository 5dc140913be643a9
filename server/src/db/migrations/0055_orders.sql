CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_order" integer NOT NULL,
	"line" smallint NOT NULL,
	"fk_product" integer NOT NULL,
	"fk_presentation" integer,
	"presentation_units" integer DEFAULT 1 NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"units" numeric(14, 3) NOT NULL,
	"reserved" numeric(14, 3) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"fk_price_list" integer,
	CONSTRAINT "order_lines_quantities_valid" CHECK ("order_lines"."quantity" > 0 and "order_lines"."units" > 0 and "order_lines"."reserved" >= 0 and "order_lines"."reserved" <= "order_lines"."units")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_client" integer NOT NULL,
	"fk_route" integer,
	"fk_user" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"gloss" varchar(200) DEFAULT '' NOT NULL,
	"state" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"shortfall" numeric(14, 3) DEFAULT 0 NOT NULL,
	"date" date NOT NULL,
	"hour" time NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_state_known" CHECK ("orders"."state" in ('pendiente', 'cargado', 'entregado', 'entregado parcial', 'no entregado', 'anulado')),
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."total" >= 0 and "orders"."shortfall" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_stock" ADD COLUMN "reserved" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_fk_order_orders_id_fk" FOREIGN KEY ("fk_order") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_fk_presentation_presentations_id_fk" FOREIGN KEY ("fk_presentation") REFERENCES "public"."presentations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_fk_price_list_price_lists_id_fk" FOREIGN KEY ("fk_price_list") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fk_client_clients_id_fk" FOREIGN KEY ("fk_client") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fk_route_routes_id_fk" FOREIGN KEY ("fk_route") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_line_uq" ON "order_lines" USING btree ("fk_order","line");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("fk_product");--> statement-breakpoint
CREATE INDEX "orders_route_day_idx" ON "orders" USING btree ("fk_route","delivery_date","id");--> statement-breakpoint
CREATE INDEX "orders_day_idx" ON "orders" USING btree ("delivery_date","id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("fk_user","id");--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("fk_client","id");--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_reserved_not_negative" CHECK ("product_stock"."reserved" >= 0);