CREATE TABLE "city_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "city_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"price_centimes" integer NOT NULL,
	"sell_price_centimes" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_prices_item" UNIQUE NULLS NOT DISTINCT("product_id","variant_id","city_id"),
	CONSTRAINT "city_prices_price_non_negative" CHECK ("city_prices"."price_centimes" >= 0),
	CONSTRAINT "city_prices_sell_price_valid" CHECK ("city_prices"."sell_price_centimes" IS NULL OR ("city_prices"."sell_price_centimes" >= 0 AND "city_prices"."sell_price_centimes" <= "city_prices"."price_centimes"))
);
--> statement-breakpoint
ALTER TABLE "city_prices" ADD CONSTRAINT "city_prices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_prices" ADD CONSTRAINT "city_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_prices" ADD CONSTRAINT "city_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_prices" ADD CONSTRAINT "city_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;