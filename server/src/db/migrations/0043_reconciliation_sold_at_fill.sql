-- VENTAS SIN CONEXIÓN lists the cases newest sale first: each case carries its sale's moment, so
-- the order is one index of reconciliation_items and a deep page walks it (decision "deep pages"). A
-- trigger copies the moment on insert, whatever the insert says: no writer can get it wrong.
UPDATE reconciliation_items r SET sold_at = s.created_at FROM sales s WHERE s.id = r.fk_sale;
--> statement-breakpoint
CREATE FUNCTION lactea_reconciliation_sold_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT s.created_at INTO NEW.sold_at FROM sales s WHERE s.id = NEW.fk_sale;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER reconciliation_items_sold_at BEFORE INSERT ON reconciliation_items
	FOR EACH ROW EXECUTE FUNCTION lactea_reconciliation_sold_at();
