CREATE TYPE "public"."reminder_kind" AS ENUM('period', 'frequency');--> statement-breakpoint
CREATE TABLE "checkout_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"cutoff_hour" smallint DEFAULT 12 NOT NULL,
	"booking_window_days" smallint DEFAULT 21 NOT NULL,
	"points_earn_per_centimes" integer DEFAULT 1000 NOT NULL,
	"point_value_centimes" integer DEFAULT 10 NOT NULL,
	"points_max_share_percent" smallint DEFAULT 50 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_settings_single_row" CHECK ("checkout_settings"."id" = 1),
	CONSTRAINT "checkout_settings_cutoff_hour" CHECK ("checkout_settings"."cutoff_hour" BETWEEN 0 AND 23),
	CONSTRAINT "checkout_settings_window" CHECK ("checkout_settings"."booking_window_days" BETWEEN 1 AND 90),
	CONSTRAINT "checkout_settings_points_positive" CHECK ("checkout_settings"."points_earn_per_centimes" > 0 AND "checkout_settings"."point_value_centimes" > 0),
	CONSTRAINT "checkout_settings_share" CHECK ("checkout_settings"."points_max_share_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"day" date NOT NULL,
	"code" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"is_estimated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "public_holidays_day_code_pk" PRIMARY KEY("day","code")
);
--> statement-breakpoint
CREATE TABLE "reminder_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" "reminder_kind" NOT NULL,
	"days" integer,
	"times" integer,
	"label_fr" text NOT NULL,
	"label_ar" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reminder_options_code_unique" UNIQUE("code"),
	CONSTRAINT "reminder_options_shape" CHECK (("reminder_options"."kind" = 'period' AND "reminder_options"."days" > 0 AND "reminder_options"."times" IS NULL) OR ("reminder_options"."kind" = 'frequency' AND "reminder_options"."days" IS NULL AND ("reminder_options"."times" IS NULL OR "reminder_options"."times" > 0)))
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "delivery_weekdays" smallint[] DEFAULT '{1,2,3,4,5,6}'::smallint[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_once_per_order" ON "points_ledger" USING btree ("order_id","reason") WHERE "points_ledger"."order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_delivery_weekdays_valid" CHECK ("cities"."delivery_weekdays" <@ '{1,2,3,4,5,6}'::smallint[]);--> statement-breakpoint
-- Codes were meant to be stored upper case; make it so before the rule holds it.
UPDATE "vouchers" SET "code" = upper("code") WHERE "code" <> upper("code");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_code_upper_case" CHECK ("vouchers"."code" = upper("vouchers"."code"));--> statement-breakpoint
-- The one settings row, with the defaults above: the rules hold even without the demo data.
INSERT INTO "checkout_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
