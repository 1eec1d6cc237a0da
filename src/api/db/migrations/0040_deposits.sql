CREATE TYPE "public"."jug_movement_kind" AS ENUM('lent', 'returned', 'deposit_paid', 'deposit_refunded', 'written_off', 'cancelled', 'adjusted');--> statement-breakpoint
CREATE TABLE "jug_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jug_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" "jug_movement_kind" NOT NULL,
	"jugs" integer DEFAULT 0 NOT NULL,
	"deposit_centimes" integer DEFAULT 0 NOT NULL,
	"jugs_after" integer NOT NULL,
	"deposit_after" integer NOT NULL,
	"order_id" integer,
	"actor_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jug_movements_user_seq" UNIQUE("user_id","seq"),
	CONSTRAINT "jug_movements_seq_positive" CHECK ("jug_movements"."seq" > 0),
	CONSTRAINT "jug_movements_moves" CHECK ("jug_movements"."jugs" <> 0 OR "jug_movements"."deposit_centimes" <> 0),
	CONSTRAINT "jug_movements_jugs_after_non_negative" CHECK ("jug_movements"."jugs_after" >= 0),
	CONSTRAINT "jug_movements_deposit_after_non_negative" CHECK ("jug_movements"."deposit_after" >= 0),
	CONSTRAINT "jug_movements_reason_length" CHECK (length("jug_movements"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "empties_returned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "unit_deposit_centimes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "empties_announced" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_centimes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "deposit_centimes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deposit_centimes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jug_movements" ADD CONSTRAINT "jug_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jug_movements" ADD CONSTRAINT "jug_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jug_movements" ADD CONSTRAINT "jug_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jug_movements_order_idx" ON "jug_movements" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_empties_returned_range" CHECK ("carts"."empties_returned" BETWEEN 0 AND 999);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_unit_deposit_non_negative" CHECK ("order_lines"."unit_deposit_centimes" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_empties_announced_non_negative" CHECK ("orders"."empties_announced" >= 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_deposit_non_negative" CHECK ("product_variants"."deposit_centimes" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deposit_non_negative" CHECK ("products"."deposit_centimes" >= 0);--> statement-breakpoint
-- The jug account is a ledger (docs/decisions/0083): a row's kind, amounts and balances are never
-- rewritten; only its links may be cleared (an order or a staff member deleted: ON DELETE SET NULL).
CREATE FUNCTION shop_jug_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.user_id, NEW.seq, NEW.kind, NEW.jugs, NEW.deposit_centimes, NEW.jugs_after, NEW.deposit_after, NEW.reason, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.user_id, OLD.seq, OLD.kind, OLD.jugs, OLD.deposit_centimes, OLD.jugs_after, OLD.deposit_after, OLD.reason, OLD.created_at) THEN
    RAISE EXCEPTION 'jug_movements is a ledger: rows are not rewritten' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jug_movements_no_rewrite BEFORE UPDATE ON "jug_movements"
  FOR EACH ROW EXECUTE FUNCTION shop_jug_movements_append_only();
