CREATE TABLE "stock_level_counts" (
	"level" varchar(1) NOT NULL,
	"slot" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "stock_level_counts_level_slot_pk" PRIMARY KEY("level","slot")
);
--> statement-breakpoint
-- The stock level of a quantity, as INVENTARIO shows it (contracts: stockLevel, STOCK_LOW_MAX 16,
-- STOCK_MODERATE_MAX 30; server/src/modules/stock/level-counts.test.ts checks they agree).
CREATE OR REPLACE FUNCTION lactea_stock_level(q numeric) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN q <= 16 THEN 'b' WHEN q <= 30 THEN 'm' ELSE 'a' END
$$;
--> statement-breakpoint
-- Keeps stock_level_counts exact in the transaction that inserts, moves or deletes a stock row: the
-- row leaves its old level and joins its new one, in the slot of the transaction id (decision 0040).
CREATE OR REPLACE FUNCTION lactea_stock_level_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := (txid_current() % 16)::smallint;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO stock_level_counts (level, slot, n) VALUES (lactea_stock_level(OLD.quantity), s, -1)
    ON CONFLICT (level, slot) DO UPDATE SET n = stock_level_counts.n - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stock_level_counts (level, slot, n) VALUES (lactea_stock_level(NEW.quantity), s, 1)
    ON CONFLICT (level, slot) DO UPDATE SET n = stock_level_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_stock_level_rows AFTER INSERT OR DELETE ON product_stock
FOR EACH ROW EXECUTE FUNCTION lactea_stock_level_counts();
--> statement-breakpoint
-- A sale moves stock rows on every line but rarely across a level: the condition is checked without
-- calling the function, so a move within its level costs nothing more.
CREATE TRIGGER product_stock_level_moves AFTER UPDATE OF quantity ON product_stock
FOR EACH ROW WHEN (lactea_stock_level(OLD.quantity) <> lactea_stock_level(NEW.quantity))
EXECUTE FUNCTION lactea_stock_level_counts();
--> statement-breakpoint
INSERT INTO stock_level_counts (level, slot, n)
SELECT lactea_stock_level(quantity), 0, count(*)::int FROM product_stock GROUP BY 1;
