CREATE TYPE "public"."stock_movement_kind" AS ENUM('reserved', 'delivered', 'cancelled', 'edited', 'received', 'counted', 'written_off');--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'edited';--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer,
	"product_id" integer,
	"kind" "stock_movement_kind" NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"order_id" integer,
	"actor_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_one_item" CHECK (num_nonnulls("stock_movements"."variant_id", "stock_movements"."product_id") = 1),
	CONSTRAINT "stock_movements_stock_after_non_negative" CHECK ("stock_movements"."stock_after" >= 0),
	CONSTRAINT "stock_movements_delta_moves" CHECK ("stock_movements"."delta" <> 0 OR "stock_movements"."kind" IN ('delivered', 'counted')),
	CONSTRAINT "stock_movements_reason_length" CHECK (length("stock_movements"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");