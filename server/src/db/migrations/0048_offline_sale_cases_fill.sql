-- VENTAS SIN CONEXIÓN lists an offline sale with n cases as n rows (without a case: one row): each
-- sale carries its number of cases, so the list's count and where page N starts come from the
-- sales' index alone (decision "deep pages"). Triggers keep it on the cases' insert and delete,
-- whatever the writer says (no writer can get it wrong); a case never moves to another sale.
UPDATE sales s SET reconciliation_cases = c.n
	FROM (SELECT fk_sale, count(*)::int AS n FROM reconciliation_items GROUP BY fk_sale) c
	WHERE c.fk_sale = s.id;
--> statement-breakpoint
-- Once per statement, with the statement's rows: a synced sale's cases are written by one insert.
CREATE FUNCTION lactea_sales_reconciliation_cases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE sales s SET reconciliation_cases = s.reconciliation_cases + c.n
			FROM (SELECT fk_sale, count(*)::int AS n FROM added GROUP BY fk_sale) c WHERE c.fk_sale = s.id;
	ELSE
		UPDATE sales s SET reconciliation_cases = s.reconciliation_cases - c.n
			FROM (SELECT fk_sale, count(*)::int AS n FROM removed GROUP BY fk_sale) c WHERE c.fk_sale = s.id;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reconciliation_items_cases_added AFTER INSERT ON reconciliation_items
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION lactea_sales_reconciliation_cases();
--> statement-breakpoint
CREATE TRIGGER reconciliation_items_cases_removed AFTER DELETE ON reconciliation_items
	REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION lactea_sales_reconciliation_cases();
