CREATE TABLE "cash_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"counts" jsonb,
	"counted_cents" bigint NOT NULL,
	"expected_cents" bigint NOT NULL,
	"fk_user" integer NOT NULL,
	"date" date NOT NULL,
	"hour" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_counts" ADD CONSTRAINT "cash_counts_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_counts_day_uq" ON "cash_counts" USING btree ("day");