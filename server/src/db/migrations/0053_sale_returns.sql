CREATE TABLE "client_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_client" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"fk_return" integer,
	"fk_sale" integer,
	"fk_user" integer NOT NULL,
	"date" date NOT NULL,
	"hour" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_credits_amount_not_zero" CHECK ("client_credits"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "sale_return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_return" integer NOT NULL,
	"fk_sale_detail" integer NOT NULL,
	"fk_product" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"disposition" varchar(5) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	CONSTRAINT "sale_return_lines_quantity_positive" CHECK ("sale_return_lines"."quantity" > 0),
	CONSTRAINT "sale_return_lines_disposition_known" CHECK ("sale_return_lines"."disposition" in ('stock', 'merma'))
);
--> statement-breakpoint
CREATE TABLE "sale_return_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_return_line" integer NOT NULL,
	"fk_sale_detail" integer NOT NULL,
	"fk_lot" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_cost" numeric(12, 2) NOT NULL,
	CONSTRAINT "sale_return_lots_quantity_positive" CHECK ("sale_return_lots"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_sale" integer NOT NULL,
	"fk_client" integer,
	"fk_user" integer NOT NULL,
	"reason" varchar(100) NOT NULL,
	"refund" varchar(8) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"stock_cost" numeric(12, 2) NOT NULL,
	"merma_cost" numeric(12, 2) NOT NULL,
	"date" date NOT NULL,
	"hour" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_returns_amounts_not_negative" CHECK ("sale_returns"."amount" >= 0 and "sale_returns"."stock_cost" >= 0 and "sale_returns"."merma_cost" >= 0),
	CONSTRAINT "sale_returns_refund_known" CHECK ("sale_returns"."refund" in ('efectivo', 'deuda', 'saldo'))
);
--> statement-breakpoint
ALTER TABLE "sale_details" ADD COLUMN "returned_quantity" numeric(12, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_details" ADD COLUMN "returned_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_fk_client_clients_id_fk" FOREIGN KEY ("fk_client") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_fk_return_sale_returns_id_fk" FOREIGN KEY ("fk_return") REFERENCES "public"."sale_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_fk_sale_sales_id_fk" FOREIGN KEY ("fk_sale") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_fk_return_sale_returns_id_fk" FOREIGN KEY ("fk_return") REFERENCES "public"."sale_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_fk_sale_detail_sale_details_id_fk" FOREIGN KEY ("fk_sale_detail") REFERENCES "public"."sale_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lots" ADD CONSTRAINT "sale_return_lots_fk_return_line_sale_return_lines_id_fk" FOREIGN KEY ("fk_return_line") REFERENCES "public"."sale_return_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lots" ADD CONSTRAINT "sale_return_lots_fk_sale_detail_sale_details_id_fk" FOREIGN KEY ("fk_sale_detail") REFERENCES "public"."sale_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lots" ADD CONSTRAINT "sale_return_lots_fk_lot_lots_id_fk" FOREIGN KEY ("fk_lot") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_fk_sale_sales_id_fk" FOREIGN KEY ("fk_sale") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_fk_client_clients_id_fk" FOREIGN KEY ("fk_client") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_credits_client_idx" ON "client_credits" USING btree ("fk_client","id","amount");--> statement-breakpoint
CREATE INDEX "sale_return_lines_return_idx" ON "sale_return_lines" USING btree ("fk_return");--> statement-breakpoint
CREATE INDEX "sale_return_lines_detail_idx" ON "sale_return_lines" USING btree ("fk_sale_detail");--> statement-breakpoint
CREATE INDEX "sale_return_lots_detail_idx" ON "sale_return_lots" USING btree ("fk_sale_detail","fk_lot");--> statement-breakpoint
CREATE INDEX "sale_returns_day_idx" ON "sale_returns" USING btree ("date","refund","amount","stock_cost","merma_cost");--> statement-breakpoint
CREATE INDEX "sale_returns_sale_idx" ON "sale_returns" USING btree ("fk_sale");--> statement-breakpoint
ALTER TABLE "sale_details" ADD CONSTRAINT "sale_details_returned_within_sold" CHECK ("sale_details"."returned_quantity" >= 0 and "sale_details"."returned_quantity" <= "sale_details"."quantity" * "sale_details"."presentation_units");