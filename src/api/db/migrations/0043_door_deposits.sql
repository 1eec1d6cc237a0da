CREATE TABLE "deposit_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"movement_id" integer NOT NULL,
	"jugs" integer NOT NULL,
	"amount_centimes" integer NOT NULL,
	"method" "refund_method" NOT NULL,
	"driver_id" integer,
	"paid_on" date,
	"idempotency_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_refunds_movementId_unique" UNIQUE("movement_id"),
	CONSTRAINT "deposit_refunds_idempotency" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "deposit_refunds_jugs_non_negative" CHECK ("deposit_refunds"."jugs" >= 0),
	CONSTRAINT "deposit_refunds_amount_positive" CHECK ("deposit_refunds"."amount_centimes" > 0),
	CONSTRAINT "deposit_refunds_method" CHECK ("deposit_refunds"."method" <> 'points'),
	CONSTRAINT "deposit_refunds_cash_by_driver" CHECK ("deposit_refunds"."method" <> 'cash' OR ("deposit_refunds"."driver_id" IS NOT NULL AND "deposit_refunds"."paid_on" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "empties_collected" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "door_deposit_centimes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_movement_id_jug_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."jug_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_refunds_cash_day_idx" ON "deposit_refunds" USING btree ("paid_on","driver_id") WHERE "deposit_refunds"."method" = 'cash';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_empties_collected_non_negative" CHECK ("orders"."empties_collected" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_door_deposit_within_deposit" CHECK ("orders"."deposit_centimes" + "orders"."door_deposit_centimes" >= 0);--> statement-breakpoint
-- A deposit a driver paid back in cash on a closed day is refused like a cash refund (migration 0042).
CREATE TRIGGER deposit_refunds_closed_cash_final BEFORE INSERT ON "deposit_refunds"
  FOR EACH ROW WHEN (NEW."method" = 'cash') EXECUTE FUNCTION shop_refuse_cash_refund_on_closed_day();
