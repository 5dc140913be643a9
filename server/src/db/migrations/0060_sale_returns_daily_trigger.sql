-- sale_returns_daily kept by the return's own transaction: each note adds its money and costs, in
-- cents, to its day and refund kind (a note is never edited nor deleted). Notes written before this
-- migration are summed into it first.
INSERT INTO sale_returns_daily (day, refund, amount_cents, stock_cost_cents, merma_cost_cents, returns)
  SELECT date, refund, sum(amount * 100)::bigint, sum(stock_cost * 100)::bigint, sum(merma_cost * 100)::bigint, count(*)::int
    FROM sale_returns GROUP BY date, refund;--> statement-breakpoint
CREATE FUNCTION sale_returns_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sale_returns_daily (day, refund, amount_cents, stock_cost_cents, merma_cost_cents, returns)
    VALUES (NEW.date, NEW.refund, (NEW.amount * 100)::bigint, (NEW.stock_cost * 100)::bigint, (NEW.merma_cost * 100)::bigint, 1)
    ON CONFLICT (day, refund) DO UPDATE SET
      amount_cents = sale_returns_daily.amount_cents + excluded.amount_cents,
      stock_cost_cents = sale_returns_daily.stock_cost_cents + excluded.stock_cost_cents,
      merma_cost_cents = sale_returns_daily.merma_cost_cents + excluded.merma_cost_cents,
      returns = sale_returns_daily.returns + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_returns_daily_insert AFTER INSERT ON sale_returns FOR EACH ROW EXECUTE FUNCTION sale_returns_daily_add();
