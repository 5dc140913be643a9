-- A version per table, bumped by every statement that writes the table (in the writer's own
-- transaction). Search totals are cached under it: a version that moved means the cached count is
-- stale, whichever code path or process wrote the rows (issue 6 item 22, decision 0009).
CREATE TABLE IF NOT EXISTS table_versions (name text PRIMARY KEY, v bigint NOT NULL DEFAULT 0);
--> statement-breakpoint
INSERT INTO table_versions (name, v) VALUES ('products', 0) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lactea_bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_versions (name, v) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (name) DO UPDATE SET v = table_versions.v + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION lactea_bump_table_version();
