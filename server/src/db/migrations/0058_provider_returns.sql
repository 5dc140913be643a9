CREATE TABLE "provider_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_provider" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"fk_return" integer,
	"fk_user" integer NOT NULL,
	"date" date NOT NULL,
	"hour" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_credits_amount_not_zero" CHECK ("provider_credits"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "provider_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_lot" integer NOT NULL,
	"fk_product" integer NOT NULL,
	"fk_purchase" integer NOT NULL,
	"fk_provider" integer NOT NULL,
	"fk_user" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_cost" numeric(12, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" varchar(100) NOT NULL,
	"date" date NOT NULL,
	"hour" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_returns_quantity_positive" CHECK ("provider_returns"."quantity" > 0),
	CONSTRAINT "provider_returns_amount_not_negative" CHECK ("provider_returns"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider_credits" ADD CONSTRAINT "provider_credits_fk_provider_providers_id_fk" FOREIGN KEY ("fk_provider") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_credits" ADD CONSTRAINT "provider_credits_fk_return_provider_returns_id_fk" FOREIGN KEY ("fk_return") REFERENCES "public"."provider_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_credits" ADD CONSTRAINT "provider_credits_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_returns" ADD CONSTRAINT "provider_returns_fk_lot_lots_id_fk" FOREIGN KEY ("fk_lot") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_returns" ADD CONSTRAINT "provider_returns_fk_product_products_id_fk" FOREIGN KEY ("fk_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_returns" ADD CONSTRAINT "provider_returns_fk_purchase_purchases_id_fk" FOREIGN KEY ("fk_purchase") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_returns" ADD CONSTRAINT "provider_returns_fk_provider_providers_id_fk" FOREIGN KEY ("fk_provider") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_returns" ADD CONSTRAINT "provider_returns_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_credits_provider_idx" ON "provider_credits" USING btree ("fk_provider","id","amount");--> statement-breakpoint
CREATE INDEX "provider_returns_date_idx" ON "provider_returns" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "provider_returns_purchase_idx" ON "provider_returns" USING btree ("fk_purchase","amount");