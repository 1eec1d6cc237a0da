ALTER TABLE "checkout_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_modes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_options" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD CONSTRAINT "delivery_fees_free_from_non_negative" CHECK ("delivery_fees"."free_from_centimes" >= 0);--> statement-breakpoint
ALTER TABLE "delivery_modes" ADD CONSTRAINT "delivery_modes_lead_days" CHECK ("delivery_modes"."lead_days" BETWEEN 0 AND 30);