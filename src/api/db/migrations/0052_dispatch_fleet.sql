CREATE TABLE "depots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "depots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "depots_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vans" (
	"driver_id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"jug_capacity" smallint NOT NULL,
	"pack_capacity" smallint NOT NULL,
	"shift_start_minute" smallint DEFAULT 480 NOT NULL,
	"shift_end_minute" smallint DEFAULT 1080 NOT NULL,
	"minutes_per_stop" smallint DEFAULT 10 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "vans_jug_capacity_non_negative" CHECK ("vans"."jug_capacity" >= 0),
	CONSTRAINT "vans_pack_capacity_non_negative" CHECK ("vans"."pack_capacity" >= 0),
	CONSTRAINT "vans_shift_in_day" CHECK ("vans"."shift_start_minute" >= 0 AND "vans"."shift_end_minute" > "vans"."shift_start_minute" AND "vans"."shift_end_minute" <= 1440),
	CONSTRAINT "vans_minutes_per_stop_range" CHECK ("vans"."minutes_per_stop" BETWEEN 1 AND 240)
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "depot_id" integer;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "delivery_end_minute" smallint DEFAULT 1140 NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "road_factor_permille" smallint DEFAULT 1300 NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "van_speed_kmh" smallint DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_companies" ADD COLUMN "opens_minute" smallint;--> statement-breakpoint
ALTER TABLE "customer_companies" ADD COLUMN "closes_minute" smallint;--> statement-breakpoint
ALTER TABLE "depots" ADD CONSTRAINT "depots_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vans" ADD CONSTRAINT "vans_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vans" ADD CONSTRAINT "vans_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vans" ADD CONSTRAINT "vans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vans_city_idx" ON "vans" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_depot_id_depots_id_fk" FOREIGN KEY ("depot_id") REFERENCES "public"."depots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_road_factor_range" CHECK ("cities"."road_factor_permille" BETWEEN 1000 AND 3000);--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_van_speed_range" CHECK ("cities"."van_speed_kmh" BETWEEN 5 AND 120);--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_delivery_end_in_day" CHECK ("cities"."delivery_end_minute" BETWEEN 1 AND 1440);--> statement-breakpoint
ALTER TABLE "customer_companies" ADD CONSTRAINT "customer_companies_opening_hours" CHECK (("customer_companies"."opens_minute" IS NULL AND "customer_companies"."closes_minute" IS NULL) OR ("customer_companies"."opens_minute" >= 0 AND "customer_companies"."closes_minute" > "customer_companies"."opens_minute" AND "customer_companies"."closes_minute" <= 1440));