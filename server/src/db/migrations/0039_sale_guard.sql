-- record-sale's first attempt (decision 0054) reads its lots without locking them and writes the
-- whole sale in one statement outside a transaction block, so the statement must refuse itself
-- when another sale took a lot's units (or its Idempotency-Key) first: this raises, PostgreSQL
-- rolls the statement back whole, and the sale runs again with its lots locked. Volatile (the
-- default), so the planner never folds it: it runs once, on the statement's one answer row.
CREATE FUNCTION lactea_sale_landed(landed boolean) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  IF landed THEN
    RETURN 1;
  END IF;
  RAISE EXCEPTION 'otra venta tomó antes las unidades de un lote o la misma Idempotency-Key' USING ERRCODE = 'LC001';
END $$;
