CREATE TABLE "route_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"fk_route" integer NOT NULL,
	"fk_client" integer NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"name_key" varchar(40) NOT NULL,
	"fk_user" integer NOT NULL,
	"visit_days" smallint[] NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routes_visit_days_valid" CHECK (cardinality("routes"."visit_days") between 1 and 6 and "routes"."visit_days" <@ array[1,2,3,4,5,6]::smallint[])
);
--> statement-breakpoint
ALTER TABLE "route_clients" ADD CONSTRAINT "route_clients_fk_route_routes_id_fk" FOREIGN KEY ("fk_route") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_clients" ADD CONSTRAINT "route_clients_fk_client_clients_id_fk" FOREIGN KEY ("fk_client") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_fk_user_users_id_fk" FOREIGN KEY ("fk_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "route_clients_client_uq" ON "route_clients" USING btree ("fk_client");--> statement-breakpoint
CREATE UNIQUE INDEX "route_clients_order_uq" ON "route_clients" USING btree ("fk_route","position");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_name_key_uq" ON "routes" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "routes_user_idx" ON "routes" USING btree ("fk_user");