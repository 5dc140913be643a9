-- Issue 21 (decision 0043): the prices in force at each moment, so an offline sale is priced as of
-- its moment of sale. Every change of a product's price, or of its enabled discount or promotion,
-- appends the product's whole state (price + enabled discount + enabled promotion) from now().
-- Several changes in one transaction share now(): the row with the highest id is the last state.
CREATE FUNCTION price_history_write(p integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO price_history (fk_product, valid_from, price, discount_unit_price, discount_quantity, promotion_quantity_promotion, promotion_quantity_sale)
	SELECT pr.id, now(), pr.price, d.unit_price, d.quantity, pm.quantity_promotion, pm.quantity_sale
	FROM products pr
	LEFT JOIN product_discounts d ON d.fk_product = pr.id AND d.enabled = 1
	LEFT JOIN product_promotions pm ON pm.fk_product = pr.id AND pm.enabled = 1
	WHERE pr.id = p;
$$;
--> statement-breakpoint
-- New products: once per statement (a catalogue import inserts thousands); a new product has no
-- discount or promotion yet (they reference it).
CREATE FUNCTION price_history_products_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO price_history (fk_product, valid_from, price)
	SELECT n.id, now(), n.price FROM new_products n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER price_history_products_insert AFTER INSERT ON products
	REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION price_history_products_added();
--> statement-breakpoint
CREATE FUNCTION price_history_product_priced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM price_history_write(NEW.id);
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a change of price fires it: the product's other edits (name, stock counters, version) never pay.
CREATE TRIGGER price_history_products_price AFTER UPDATE OF price ON products
	FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price) EXECUTE FUNCTION price_history_product_priced();
--> statement-breakpoint
-- A discount or promotion added, edited, enabled, disabled, deleted or moved to another product:
-- the state of the product it left and of the one it names now. A disabled row edited while still
-- disabled changes no price in force and writes nothing.
CREATE FUNCTION price_history_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.enabled <> 1 AND NEW.enabled <> 1 THEN
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM price_history_write(OLD.fk_product);
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.fk_product <> OLD.fk_product) THEN
		PERFORM price_history_write(NEW.fk_product);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER price_history_discounts AFTER INSERT OR UPDATE OR DELETE ON product_discounts
	FOR EACH ROW EXECUTE FUNCTION price_history_terms_changed();
--> statement-breakpoint
CREATE TRIGGER price_history_promotions AFTER INSERT OR UPDATE OR DELETE ON product_promotions
	FOR EACH ROW EXECUTE FUNCTION price_history_terms_changed();
--> statement-breakpoint
-- What was in force before the history began: each existing product's state, valid since always.
INSERT INTO price_history (fk_product, valid_from, price, discount_unit_price, discount_quantity, promotion_quantity_promotion, promotion_quantity_sale)
SELECT pr.id, '-infinity', pr.price, d.unit_price, d.quantity, pm.quantity_promotion, pm.quantity_sale
FROM products pr
LEFT JOIN product_discounts d ON d.fk_product = pr.id AND d.enabled = 1
LEFT JOIN product_promotions pm ON pm.fk_product = pr.id AND pm.enabled = 1;
