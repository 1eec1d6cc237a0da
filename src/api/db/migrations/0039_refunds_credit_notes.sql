CREATE TYPE "public"."refund_method" AS ENUM('cash', 'bank_transfer', 'points');--> statement-breakpoint
ALTER TYPE "public"."order_event_kind" ADD VALUE 'refund';--> statement-breakpoint
CREATE TABLE "credit_note_lines" (
	"credit_note_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_centimes" integer NOT NULL,
	CONSTRAINT "credit_note_lines_credit_note_id_order_line_id_pk" PRIMARY KEY("credit_note_id","order_line_id"),
	CONSTRAINT "credit_note_lines_quantity_positive" CHECK ("credit_note_lines"."quantity" > 0),
	CONSTRAINT "credit_note_lines_total_non_negative" CHECK ("credit_note_lines"."total_centimes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"locale" text NOT NULL,
	"invoice_reference" text,
	"reason" text NOT NULL,
	"method" "refund_method" NOT NULL,
	"driver_id" integer,
	"paid_on" date,
	"goods_centimes" integer NOT NULL,
	"delivery_fee_centimes" integer NOT NULL,
	"extra_centimes" integer NOT NULL,
	"total_centimes" integer NOT NULL,
	"points_returned" integer DEFAULT 0 NOT NULL,
	"points_taken_back" integer DEFAULT 0 NOT NULL,
	"points_paid" integer DEFAULT 0 NOT NULL,
	"document" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_reference_unique" UNIQUE("reference"),
	CONSTRAINT "credit_notes_number" UNIQUE("year","number"),
	CONSTRAINT "credit_notes_idempotency" UNIQUE("order_id","idempotency_key"),
	CONSTRAINT "credit_notes_number_positive" CHECK ("credit_notes"."number" > 0),
	CONSTRAINT "credit_notes_reason_given" CHECK (length(btrim("credit_notes"."reason")) > 0),
	CONSTRAINT "credit_notes_total_positive" CHECK ("credit_notes"."total_centimes" > 0),
	CONSTRAINT "credit_notes_total_adds_up" CHECK ("credit_notes"."total_centimes" = "credit_notes"."goods_centimes" + "credit_notes"."delivery_fee_centimes" + "credit_notes"."extra_centimes"),
	CONSTRAINT "credit_notes_goods_non_negative" CHECK ("credit_notes"."goods_centimes" >= 0),
	CONSTRAINT "credit_notes_fee_non_negative" CHECK ("credit_notes"."delivery_fee_centimes" >= 0),
	CONSTRAINT "credit_notes_extra_non_negative" CHECK ("credit_notes"."extra_centimes" >= 0),
	CONSTRAINT "credit_notes_points_returned_non_negative" CHECK ("credit_notes"."points_returned" >= 0),
	CONSTRAINT "credit_notes_points_taken_non_negative" CHECK ("credit_notes"."points_taken_back" >= 0),
	CONSTRAINT "credit_notes_points_paid_non_negative" CHECK ("credit_notes"."points_paid" >= 0),
	CONSTRAINT "credit_notes_cash_by_driver" CHECK ("credit_notes"."method" <> 'cash' OR ("credit_notes"."driver_id" IS NOT NULL AND "credit_notes"."paid_on" IS NOT NULL))
);
--> statement-breakpoint
DROP INDEX "points_ledger_once_per_order";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_centimes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "credit_note_id" integer;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_lines_order_line_idx" ON "credit_note_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_notes_created_idx" ON "credit_notes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_notes_cash_day_idx" ON "credit_notes" USING btree ("paid_on","driver_id") WHERE "credit_notes"."method" = 'cash';--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_once_per_credit_note" ON "points_ledger" USING btree ("credit_note_id","reason") WHERE "points_ledger"."credit_note_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_once_per_order" ON "points_ledger" USING btree ("order_id","reason") WHERE "points_ledger"."order_id" IS NOT NULL AND "points_ledger"."credit_note_id" IS NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_within_quantity" CHECK ("order_lines"."refunded_quantity" >= 0 AND "order_lines"."refunded_quantity" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_centimes" >= 0 AND "orders"."refunded_centimes" <= "orders"."total_centimes");