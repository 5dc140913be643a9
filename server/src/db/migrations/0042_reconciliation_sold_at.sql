ALTER TABLE "reconciliation_items" ADD COLUMN "sold_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "reconciliation_items_sold_idx" ON "reconciliation_items" USING btree ("sold_at","fk_sale","id");--> statement-breakpoint
CREATE INDEX "reconciliation_items_state_sold_idx" ON "reconciliation_items" USING btree ("resolved","sold_at","fk_sale","id");