-- PRODUCTOS VENDIDOS lists sale lines newest sale first: each line carries its sale's business date
-- and state, so the order is one index of sale_details and a deep page walks it (decision "deep
-- pages"). Triggers keep the copy: on insert, whatever the insert says (no writer can get it
-- wrong); when a sale is annulled, its lines follow. A sale's date never changes.
DROP INDEX "sale_details_product_idx";--> statement-breakpoint
ALTER TABLE "sale_details" ADD COLUMN "sale_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_details" ADD COLUMN "sale_enabled" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE sale_details d SET sale_date = s.date, sale_enabled = s.enabled FROM sales s WHERE s.id = d.fk_sale;--> statement-breakpoint
-- The sale's row is inserted by the same statement as its lines (one CTE before theirs): a row
-- trigger sees the rows the statement already wrote.
CREATE FUNCTION lactea_sale_details_sale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT s.date, s.enabled INTO NEW.sale_date, NEW.sale_enabled FROM sales s WHERE s.id = NEW.fk_sale;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_details_sale BEFORE INSERT ON sale_details
	FOR EACH ROW EXECUTE FUNCTION lactea_sale_details_sale();
--> statement-breakpoint
CREATE FUNCTION lactea_sales_enabled_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE sale_details SET sale_enabled = NEW.enabled WHERE fk_sale = NEW.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_enabled_lines AFTER UPDATE OF enabled ON sales
	FOR EACH ROW WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled) EXECUTE FUNCTION lactea_sales_enabled_lines();
--> statement-breakpoint
CREATE INDEX "sale_details_sold_idx" ON "sale_details" USING btree ("sale_enabled","sale_date","fk_sale","line" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "sale_details_product_idx" ON "sale_details" USING btree ("fk_product","sale_enabled","sale_date","fk_sale","line" DESC NULLS FIRST,"id");
