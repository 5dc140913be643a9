-- Issue 25 item 16: year reports read whole months and years already summed (docs/decisions/0042).
-- A cached period is a closed month, or a year's closed months from 1 January on (grain y: a whole
-- year, or the running year up to its last closed month), of the day × product and day × brand rollups, summed once, on the first report that asks for it. A write to any rollup day
-- of a cached period (an old sale annulled) deletes that period's cache in the same transaction, so
-- a report statement sees either the whole period summed or its days: never a stale sum.
CREATE TABLE "sales_period_filled" (
	"grain" char(1) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	CONSTRAINT "sales_period_filled_pk" PRIMARY KEY("grain", "period_start", "period_end"),
	CONSTRAINT "sales_period_filled_grain" CHECK ("grain" in ('m', 'y'))
);
--> statement-breakpoint
CREATE INDEX "sales_period_filled_end_idx" ON "sales_period_filled" ("period_end");
--> statement-breakpoint
CREATE TABLE "sales_period_product" (
	"grain" char(1) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"fk_product" integer NOT NULL,
	"fk_mark" integer NOT NULL,
	"quantity" numeric(16, 3) NOT NULL,
	"total_cents" bigint NOT NULL,
	"cost_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "sales_period_product_pk" PRIMARY KEY("grain", "period_start", "period_end", "fk_mark", "fk_product")
);
--> statement-breakpoint
CREATE TABLE "sales_period_mark" (
	"grain" char(1) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"fk_mark" integer NOT NULL,
	"quantity" numeric(16, 3) NOT NULL,
	"total_cents" bigint NOT NULL,
	"cost_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "sales_period_mark_pk" PRIMARY KEY("grain", "period_start", "period_end", "fk_mark")
);
--> statement-breakpoint
-- One lock for filling and forgetting (both rare): a fill never commits a sum of days that a
-- concurrent old-day write changed, and a forget waits for a fill in progress, then deletes it.
CREATE FUNCTION sales_period_forget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	d date := CASE WHEN TG_OP = 'DELETE' THEN OLD.day ELSE NEW.day END;
BEGIN
	PERFORM pg_advisory_xact_lock(7401160);
	DELETE FROM sales_period_product c USING sales_period_filled f
		WHERE f.period_start <= d AND f.period_end >= d AND c.grain = f.grain AND c.period_start = f.period_start AND c.period_end = f.period_end;
	DELETE FROM sales_period_mark c USING sales_period_filled f
		WHERE f.period_start <= d AND f.period_end >= d AND c.grain = f.grain AND c.period_start = f.period_start AND c.period_end = f.period_end;
	DELETE FROM sales_period_filled WHERE period_start <= d AND period_end >= d;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Only writes to days older than 5 days fire it (a cached period ends at least 8 days before the
-- business day, and the business day is within a day of the server's date): a sale of today never
-- pays for it.
CREATE TRIGGER sales_daily_product_forget AFTER INSERT OR UPDATE ON sales_daily_product
	FOR EACH ROW WHEN (NEW.day < current_date - 5) EXECUTE FUNCTION sales_period_forget();
--> statement-breakpoint
CREATE TRIGGER sales_daily_product_forget_deleted AFTER DELETE ON sales_daily_product
	FOR EACH ROW WHEN (OLD.day < current_date - 5) EXECUTE FUNCTION sales_period_forget();
--> statement-breakpoint
CREATE TRIGGER sales_daily_mark_forget AFTER INSERT OR UPDATE ON sales_daily_mark
	FOR EACH ROW WHEN (NEW.day < current_date - 5) EXECUTE FUNCTION sales_period_forget();
--> statement-breakpoint
CREATE TRIGGER sales_daily_mark_forget_deleted AFTER DELETE ON sales_daily_mark
	FOR EACH ROW WHEN (OLD.day < current_date - 5) EXECUTE FUNCTION sales_period_forget();
