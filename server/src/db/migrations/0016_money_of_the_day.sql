CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"expense_cents" integer NOT NULL,
	"description" varchar(150) NOT NULL,
	"description_key" varchar(150) NOT NULL,
	"fk_user" integer NOT NULL,
	"date" date NOT NULL,
	"hour" time NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses_admin" (
	"id" serial PRIMARY KEY NOT NULL,
	"expense_cents" integer NOT NULL,
	"description" varchar(150) NOT NULL,
	"description_key" varchar(150) NOT NULL,
	"date_expense" date NOT NULL,
	"fk_type_expense" integer NOT NULL,
	"fk_user" integer NOT NULL,
	"date" date NOT NULL,
	"hour" time NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "type_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_expense" varchar(30) NOT NULL,
	"type_expense_key" varchar(30) NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses_admin" ADD CONSTRAINT "expenses_admin_fk_type_expense_type_expenses_id_fk" FOREIGN KEY ("fk_type_expense") REFERENCES "public"."type_expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses_admin" ADD CONSTRAINT "expenses_admin_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("date","expense_cents");--> statement-breakpoint
CREATE INDEX "expenses_user_date_idx" ON "expenses" USING btree ("fk_user","date","id");--> statement-breakpoint
CREATE INDEX "expenses_admin_date_expense_idx" ON "expenses_admin" USING btree ("date_expense","expense_cents");--> statement-breakpoint
CREATE INDEX "expenses_admin_date_idx" ON "expenses_admin" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "expenses_admin_type_idx" ON "expenses_admin" USING btree ("fk_type_expense");--> statement-breakpoint
CREATE UNIQUE INDEX "type_expenses_key_uq" ON "type_expenses" USING btree ("type_expense_key");--> statement-breakpoint
CREATE INDEX "sales_debt_collected_idx" ON "sales" USING btree ("date_debt","fk_type_payment_debt","total_sale") WHERE "sales"."date_debt" is not null;--> statement-breakpoint
CREATE INDEX "sales_debt_open_idx" ON "sales" USING btree ("date","id") WHERE "sales"."cancelled" = 0 and "sales"."enabled" = 1;