-- Issue 24 (decision 0040): a slot in the key of the brand and payment rollups, so concurrent sales
-- update different rows. drizzle-kit generated these statements with the primary keys before the
-- column they use; the column now comes first, nothing else changed. Existing rows take slot 0.
ALTER TABLE "sales_daily_mark" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily_payment" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily_mark" DROP CONSTRAINT "sales_daily_mark_day_fk_mark_pk";--> statement-breakpoint
ALTER TABLE "sales_daily_payment" DROP CONSTRAINT "sales_daily_payment_day_fk_type_payment_fk_user_cancelled_pk";--> statement-breakpoint
ALTER TABLE "sales_daily_mark" ADD CONSTRAINT "sales_daily_mark_slot_pk" PRIMARY KEY("day","fk_mark","slot");--> statement-breakpoint
ALTER TABLE "sales_daily_payment" ADD CONSTRAINT "sales_daily_payment_slot_pk" PRIMARY KEY("day","fk_type_payment","fk_user","cancelled","slot");
