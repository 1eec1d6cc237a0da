ALTER TABLE "checkout_settings" ADD COLUMN "points_admin_threshold" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collected_reason" text;--> statement-breakpoint
ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_points_threshold" CHECK ("checkout_settings"."points_admin_threshold" >= 0);