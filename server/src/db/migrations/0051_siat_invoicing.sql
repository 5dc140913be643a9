CREATE TABLE "invoice_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"invoicing" smallint DEFAULT 0 NOT NULL,
	"nit" varchar(13) DEFAULT '' NOT NULL,
	"razon_social" varchar(200) DEFAULT '' NOT NULL,
	"municipio" varchar(100) DEFAULT '' NOT NULL,
	"telefono" varchar(20) DEFAULT '' NOT NULL,
	"sucursal" integer DEFAULT 0 NOT NULL,
	"punto_venta" integer DEFAULT 0 NOT NULL,
	"actividad" varchar(10) DEFAULT '' NOT NULL,
	"codigo_sistema" varchar(50) DEFAULT '' NOT NULL,
	"modalidad" smallint DEFAULT 2 NOT NULL,
	"ambiente" smallint DEFAULT 2 NOT NULL,
	"siat_url" varchar(200) DEFAULT '' NOT NULL,
	"token_cipher" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_settings_single_row" CHECK ("invoice_settings"."id" = 1),
	CONSTRAINT "invoice_settings_modalidad" CHECK ("invoice_settings"."modalidad" in (1, 2)),
	CONSTRAINT "invoice_settings_ambiente" CHECK ("invoice_settings"."ambiente" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "siat_catalogue" (
	"kind" varchar(20) NOT NULL,
	"code" varchar(20) NOT NULL,
	"description" varchar(1000) NOT NULL,
	"activity" varchar(20),
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siat_catalogue_kind_code_pk" PRIMARY KEY("kind","code")
);
--> statement-breakpoint
CREATE TABLE "siat_cufd" (
	"id" serial PRIMARY KEY NOT NULL,
	"nit" varchar(13) NOT NULL,
	"sucursal" integer NOT NULL,
	"punto_venta" integer NOT NULL,
	"codigo" varchar(200) NOT NULL,
	"codigo_control" varchar(50) NOT NULL,
	"direccion" varchar(500) NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"obtained_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siat_cuis" (
	"nit" varchar(13) NOT NULL,
	"sucursal" integer NOT NULL,
	"punto_venta" integer NOT NULL,
	"codigo" varchar(100) NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"obtained_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siat_cuis_nit_sucursal_punto_venta_pk" PRIMARY KEY("nit","sucursal","punto_venta")
);
--> statement-breakpoint
CREATE INDEX "siat_cufd_point_valid" ON "siat_cufd" USING btree ("nit","sucursal","punto_venta","valid_until");