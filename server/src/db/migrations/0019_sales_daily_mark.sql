-- Issue 13: the day × brand rollup (modules/sales/rollups.ts keeps it with the product rollup). Filled
-- here from the product rollup, so an existing shop's reports agree from the first start.
CREATE TABLE "sales_daily_mark" (
	"day" date NOT NULL,
	"fk_mark" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"cost_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "sales_daily_mark_day_fk_mark_pk" PRIMARY KEY("day","fk_mark")
);
--> statement-breakpoint
INSERT INTO "sales_daily_mark" ("day", "fk_mark", "quantity", "total_cents", "cost_cents", "discount_cents", "lines")
SELECT "day", "fk_mark", sum("quantity")::int, sum("total_cents"), sum("cost_cents"), sum("discount_cents"), sum("lines")::int
FROM "sales_daily_product" GROUP BY "day", "fk_mark";
