CREATE TYPE "public"."standing_delivery_status" AS ENUM('ordered', 'skipped', 'awaiting', 'held');--> statement-breakpoint
CREATE TYPE "public"."standing_order_status" AS ENUM('active', 'paused', 'stopped');--> statement-breakpoint
CREATE TABLE "standing_order_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standing_order_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"standing_order_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"delivery_date" date,
	"status" "standing_delivery_status" NOT NULL,
	"order_id" integer,
	"total_centimes" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_order_deliveries_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "standing_order_deliveries_once" UNIQUE("standing_order_id","slot_date"),
	CONSTRAINT "standing_order_deliveries_ordered_has_order" CHECK ("standing_order_deliveries"."status" <> 'ordered' OR "standing_order_deliveries"."order_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "standing_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standing_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"standing_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"quantity" integer NOT NULL,
	CONSTRAINT "standing_order_lines_item" UNIQUE NULLS NOT DISTINCT("standing_order_id","product_id","variant_id"),
	CONSTRAINT "standing_order_lines_quantity" CHECK ("standing_order_lines"."quantity" BETWEEN 1 AND 999)
);
--> statement-breakpoint
CREATE TABLE "standing_order_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"lead_days" smallint DEFAULT 7 NOT NULL,
	"max_price_rise_percent" smallint DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_order_settings_single_row" CHECK ("standing_order_settings"."id" = 1),
	CONSTRAINT "standing_order_settings_lead" CHECK ("standing_order_settings"."lead_days" BETWEEN 1 AND 60),
	CONSTRAINT "standing_order_settings_rise" CHECK ("standing_order_settings"."max_price_rise_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standing_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"delivery_mode_id" integer NOT NULL,
	"payment_mode_id" integer NOT NULL,
	"every_weeks" smallint NOT NULL,
	"weekday" smallint NOT NULL,
	"next_date" date NOT NULL,
	"status" "standing_order_status" DEFAULT 'active' NOT NULL,
	"agreed_total_centimes" integer NOT NULL,
	"from_order_id" integer,
	"paused_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_orders_rhythm" CHECK ("standing_orders"."every_weeks" IN (1, 2, 4)),
	CONSTRAINT "standing_orders_weekday" CHECK ("standing_orders"."weekday" BETWEEN 1 AND 6),
	CONSTRAINT "standing_orders_agreed_non_negative" CHECK ("standing_orders"."agreed_total_centimes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "standing_order_deliveries" ADD CONSTRAINT "standing_order_deliveries_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_deliveries" ADD CONSTRAINT "standing_order_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_delivery_mode_id_delivery_modes_id_fk" FOREIGN KEY ("delivery_mode_id") REFERENCES "public"."delivery_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_payment_mode_id_payment_modes_id_fk" FOREIGN KEY ("payment_mode_id") REFERENCES "public"."payment_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_from_order_id_orders_id_fk" FOREIGN KEY ("from_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_paused_by_id_users_id_fk" FOREIGN KEY ("paused_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_order_deliveries_date_idx" ON "standing_order_deliveries" USING btree ("delivery_date");--> statement-breakpoint
CREATE INDEX "standing_orders_due_idx" ON "standing_orders" USING btree ("next_date","id") WHERE "standing_orders"."status" = 'active';--> statement-breakpoint
CREATE INDEX "standing_orders_user_idx" ON "standing_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "standing_orders_city_day_idx" ON "standing_orders" USING btree ("city_id","weekday");
--> statement-breakpoint
INSERT INTO "standing_order_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
