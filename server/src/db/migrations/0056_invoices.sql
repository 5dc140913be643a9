CREATE TABLE "invoice_counters" (
	"nit" varchar(13) NOT NULL,
	"sucursal" integer NOT NULL,
	"punto_venta" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_nit_sucursal_punto_venta_pk" PRIMARY KEY("nit","sucursal","punto_venta")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_sale" integer NOT NULL,
	"nit" varchar(13) NOT NULL,
	"sucursal" integer NOT NULL,
	"punto_venta" integer NOT NULL,
	"number" integer NOT NULL,
	"cuf" varchar(100) NOT NULL,
	"cufd" varchar(200) NOT NULL,
	"emission_type" smallint NOT NULL,
	"state" varchar(12) NOT NULL,
	"day" date NOT NULL,
	"issued_at" varchar(23) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"buyer_name" varchar(500) NOT NULL,
	"buyer_document" varchar(30) NOT NULL,
	"leyenda" varchar(1000) NOT NULL,
	"xml" text NOT NULL,
	"hash" varchar(64) NOT NULL,
	"reception_code" varchar(100),
	"siat_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fk_event" integer,
	"fk_package" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"annul_motivo" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_fk_sale_unique" UNIQUE("fk_sale"),
	CONSTRAINT "invoices_point_number" UNIQUE("nit","sucursal","punto_venta","number"),
	CONSTRAINT "invoices_cuf" UNIQUE("cuf"),
	CONSTRAINT "invoices_state" CHECK ("invoices"."state" in ('pendiente', 'aceptada', 'contingencia', 'rechazada', 'anulada')),
	CONSTRAINT "invoices_emission_type" CHECK ("invoices"."emission_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "siat_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"nit" varchar(13) NOT NULL,
	"sucursal" integer NOT NULL,
	"punto_venta" integer NOT NULL,
	"motivo" smallint NOT NULL,
	"description" varchar(500) NOT NULL,
	"cufd_event" varchar(200) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"reception_code" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "siat_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_event" integer NOT NULL,
	"reception_code" varchar(100),
	"state" varchar(12) DEFAULT 'enviado' NOT NULL,
	"count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_fk_sale_sales_id_fk" FOREIGN KEY ("fk_sale") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_fk_event_siat_events_id_fk" FOREIGN KEY ("fk_event") REFERENCES "public"."siat_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_fk_package_siat_packages_id_fk" FOREIGN KEY ("fk_package") REFERENCES "public"."siat_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siat_packages" ADD CONSTRAINT "siat_packages_fk_event_siat_events_id_fk" FOREIGN KEY ("fk_event") REFERENCES "public"."siat_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_due" ON "invoices" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "invoices_day" ON "invoices" USING btree ("day","state");--> statement-breakpoint
CREATE INDEX "invoices_event" ON "invoices" USING btree ("fk_event");--> statement-breakpoint
CREATE UNIQUE INDEX "siat_events_one_open" ON "siat_events" USING btree ("nit","sucursal","punto_venta") WHERE "siat_events"."ended_at" is null;