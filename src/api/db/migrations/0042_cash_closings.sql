CREATE TABLE "cash_closings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_closings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"driver_id" integer NOT NULL,
	"day" date NOT NULL,
	"collected_centimes" integer NOT NULL,
	"paid_back_centimes" integer NOT NULL,
	"due_centimes" integer NOT NULL,
	"declared_centimes" integer NOT NULL,
	"difference_centimes" integer GENERATED ALWAYS AS (declared_centimes - due_centimes) STORED NOT NULL,
	"reason" text,
	"closed_by" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_closings_once" UNIQUE("driver_id","day"),
	CONSTRAINT "cash_closings_collected_non_negative" CHECK ("cash_closings"."collected_centimes" >= 0),
	CONSTRAINT "cash_closings_paid_back_non_negative" CHECK ("cash_closings"."paid_back_centimes" >= 0),
	CONSTRAINT "cash_closings_declared_non_negative" CHECK ("cash_closings"."declared_centimes" >= 0),
	CONSTRAINT "cash_closings_due_adds_up" CHECK ("cash_closings"."due_centimes" = "cash_closings"."collected_centimes" - "cash_closings"."paid_back_centimes"),
	CONSTRAINT "cash_closings_difference_explained" CHECK ("cash_closings"."declared_centimes" = "cash_closings"."due_centimes" OR length(btrim(coalesce("cash_closings"."reason", ''))) > 0)
);
--> statement-breakpoint
ALTER TABLE "cash_closings" ADD CONSTRAINT "cash_closings_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closings" ADD CONSTRAINT "cash_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_closings_day_idx" ON "cash_closings" USING btree ("day");--> statement-breakpoint
-- A closed day of cash is final (docs/decisions/0084). The closing itself never changes nor goes;
-- what it counted cannot change behind it either: a delivery by that driver that day (its
-- status, amount, mode, time or driver) or a cash refund paid by them that day. Refused as
-- `cash_day_closed`, which the API answers as a 409.
-- Each check first takes the day's lock shared; the closing takes it alone (cash-closing.ts): a
-- delivery and the closing of its day never pass each other unseen.
CREATE FUNCTION shop_cash_day_closed(driver integer, on_day date) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('cash_closings'), hashtext(driver::text || ':' || on_day::text));
  RETURN EXISTS (SELECT 1 FROM "cash_closings" WHERE "driver_id" = driver AND "day" = on_day);
END $$;--> statement-breakpoint
CREATE FUNCTION shop_refuse_closed_cash_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a closed day of cash is final (%)', TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'cash_day_closed';
END $$;--> statement-breakpoint
CREATE TRIGGER cash_closings_final BEFORE UPDATE OR DELETE ON "cash_closings"
  FOR EACH ROW EXECUTE FUNCTION shop_refuse_closed_cash_change();--> statement-breakpoint
CREATE FUNCTION shop_refuse_change_of_closed_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."status" = 'delivered' AND OLD."driver_id" IS NOT NULL AND OLD."delivered_at" IS NOT NULL
      AND shop_cash_day_closed(OLD."driver_id", (OLD."delivered_at" AT TIME ZONE 'Africa/Casablanca')::date))
    OR (NEW."status" = 'delivered' AND NEW."driver_id" IS NOT NULL AND NEW."delivered_at" IS NOT NULL
      AND shop_cash_day_closed(NEW."driver_id", (NEW."delivered_at" AT TIME ZONE 'Africa/Casablanca')::date)) THEN
    RAISE EXCEPTION 'a closed day of cash is final (orders)'
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'cash_day_closed';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_closed_cash_final BEFORE UPDATE OF "status", "collected_centimes", "collected_payment_mode_id", "delivered_at", "driver_id" ON "orders"
  FOR EACH ROW WHEN (
    (OLD."status", OLD."collected_centimes", OLD."collected_payment_mode_id", OLD."delivered_at", OLD."driver_id")
    IS DISTINCT FROM (NEW."status", NEW."collected_centimes", NEW."collected_payment_mode_id", NEW."delivered_at", NEW."driver_id")
  ) EXECUTE FUNCTION shop_refuse_change_of_closed_delivery();--> statement-breakpoint
CREATE FUNCTION shop_refuse_cash_refund_on_closed_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF shop_cash_day_closed(NEW."driver_id", NEW."paid_on") THEN
    RAISE EXCEPTION 'a closed day of cash is final (credit_notes)'
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'cash_day_closed';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER credit_notes_closed_cash_final BEFORE INSERT ON "credit_notes"
  FOR EACH ROW WHEN (NEW."method" = 'cash') EXECUTE FUNCTION shop_refuse_cash_refund_on_closed_day();
