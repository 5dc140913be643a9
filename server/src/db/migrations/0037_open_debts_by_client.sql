-- What each client owes, kept with its sales (decision 0044). Fired only when the sale is or was an
-- open credit sale: a cash sale's insert does not call it.
CREATE FUNCTION sales_open_debt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.cancelled = 0 AND OLD.enabled = 1 AND OLD.fk_client IS NOT NULL THEN
    UPDATE client_open_debts
       SET owed_cents = owed_cents - round((OLD.total_sale - OLD.debt_paid) * 100)::bigint, debts = debts - 1
     WHERE fk_client = OLD.fk_client;
  END IF;
  IF NEW.cancelled = 0 AND NEW.enabled = 1 AND NEW.fk_client IS NOT NULL THEN
    INSERT INTO client_open_debts AS d (fk_client, owed_cents, debts)
    VALUES (NEW.fk_client, round((NEW.total_sale - NEW.debt_paid) * 100)::bigint, 1)
    ON CONFLICT (fk_client) DO UPDATE SET owed_cents = d.owed_cents + excluded.owed_cents, debts = d.debts + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_open_debt_insert AFTER INSERT ON sales FOR EACH ROW WHEN (NEW.cancelled = 0) EXECUTE FUNCTION sales_open_debt();
--> statement-breakpoint
CREATE TRIGGER sales_open_debt_update AFTER UPDATE OF cancelled, enabled, total_sale, debt_paid, fk_client ON sales
  FOR EACH ROW WHEN (OLD.cancelled = 0 OR NEW.cancelled = 0) EXECUTE FUNCTION sales_open_debt();
--> statement-breakpoint
INSERT INTO client_open_debts (fk_client, owed_cents, debts)
SELECT fk_client, round(sum(total_sale - debt_paid) * 100)::bigint, count(*)::int
  FROM sales WHERE cancelled = 0 AND enabled = 1 AND fk_client IS NOT NULL GROUP BY fk_client;
