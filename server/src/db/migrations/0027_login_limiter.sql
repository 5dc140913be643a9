CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_signins" (
	"key" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "login_failures_at_idx" ON "login_failures" USING btree ("at");