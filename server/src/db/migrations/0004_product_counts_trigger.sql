-- Keeps product_counts (products per brand and state) exact in the same transaction as every
-- insert, update or delete of a product.
CREATE OR REPLACE FUNCTION lactea_product_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE product_counts SET n = n - 1 WHERE fk_mark = OLD.fk_mark AND enabled = OLD.enabled;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_counts (fk_mark, enabled, n) VALUES (NEW.fk_mark, NEW.enabled, 1)
    ON CONFLICT (fk_mark, enabled) DO UPDATE SET n = product_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_counts AFTER INSERT OR DELETE OR UPDATE OF fk_mark, enabled ON products
FOR EACH ROW EXECUTE FUNCTION lactea_product_counts();
--> statement-breakpoint
INSERT INTO product_counts (fk_mark, enabled, n)
SELECT fk_mark, enabled, count(*)::int FROM products GROUP BY fk_mark, enabled
ON CONFLICT (fk_mark, enabled) DO UPDATE SET n = EXCLUDED.n;
