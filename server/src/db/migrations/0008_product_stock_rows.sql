-- Every product has its stock row from the moment it exists, so movements only UPDATE it (a row
-- lock that serialises movements of one product) and lists join it without COALESCE.
CREATE OR REPLACE FUNCTION lactea_product_stock_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_stock (fk_product, quantity) VALUES (NEW.id, 0) ON CONFLICT (fk_product) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_stock_row AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION lactea_product_stock_row();
--> statement-breakpoint
INSERT INTO product_stock (fk_product, quantity) SELECT id, 0 FROM products ON CONFLICT (fk_product) DO NOTHING;
