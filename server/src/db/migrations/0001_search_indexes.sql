-- Case- and accent-insensitive search: services write folded text into search_text/mark_key,
-- and searches are LIKE '%term%' on it, which a trigram GIN index serves.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "marks_mark_key_trgm" ON "marks" USING gin ("mark_key" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_search_trgm" ON "providers" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_search_trgm" ON "clients" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);
