CREATE TYPE "public"."delivery_proof_kind" AS ENUM('signature', 'photo');--> statement-breakpoint
CREATE TABLE "delivery_proofs" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"arrived_at" timestamp with time zone,
	"recipient_name" text,
	"kind" "delivery_proof_kind",
	"media_key" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_proofs_kind_with_file" CHECK (("delivery_proofs"."kind" IS NULL) = ("delivery_proofs"."media_key" IS NULL)),
	CONSTRAINT "delivery_proofs_private_file" CHECK ("delivery_proofs"."media_key" IS NULL OR "delivery_proofs"."media_key" ~ '^proofs/[0-9a-f]{32}[.]webp$'),
	CONSTRAINT "delivery_proofs_recipient_length" CHECK ("delivery_proofs"."recipient_name" IS NULL OR char_length("delivery_proofs"."recipient_name") BETWEEN 1 AND 120)
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "round_start_minute" smallint DEFAULT 540 NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "minutes_per_stop" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "window_minutes" smallint DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "dispatch_note_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "dispatch_note_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_round_start_in_day" CHECK ("cities"."round_start_minute" BETWEEN 0 AND 1439);--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_minutes_per_stop_range" CHECK ("cities"."minutes_per_stop" BETWEEN 1 AND 240);--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_window_range" CHECK ("cities"."window_minutes" BETWEEN 30 AND 720);