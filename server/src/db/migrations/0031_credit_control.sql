CREATE TABLE "debt_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_sale" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"fk_type_payment" integer NOT NULL,
	"fk_user" integer,
	"date" date NOT NULL,
	"hour" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_payments_amount_positive" CHECK ("debt_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "credit_limit" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "overdue_days" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "credit_overdue_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "credit_control" varchar(10) DEFAULT 'bloquear' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "debt_paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_fk_sale_sales_id_fk" FOREIGN KEY ("fk_sale") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_fk_type_payment_type_payments_id_fk" FOREIGN KEY ("fk_type_payment") REFERENCES "public"."type_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_payments" ADD CONSTRAINT "debt_payments_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debt_payments_day_idx" ON "debt_payments" USING btree ("date","fk_type_payment","amount");--> statement-breakpoint
CREATE INDEX "debt_payments_sale_idx" ON "debt_payments" USING btree ("fk_sale","id");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_credit_control" CHECK ("settings"."credit_control" in ('bloquear', 'advertir'));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_debt_paid_within_total" CHECK ("sales"."debt_paid" >= 0 and "sales"."debt_paid" <= "sales"."total_sale");