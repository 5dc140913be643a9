CREATE TABLE "settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"initial_cash" numeric(12, 2) DEFAULT '0' NOT NULL,
	"address" varchar(50) DEFAULT '' NOT NULL,
	"cellphone_number" varchar(20) DEFAULT '' NOT NULL,
	"enabled_options_user" smallint DEFAULT 0 NOT NULL,
	"near_expiry_days" integer DEFAULT 7 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1)
);
