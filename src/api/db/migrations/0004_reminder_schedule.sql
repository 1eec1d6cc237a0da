-- Rows made before this column remind every 30 days.
ALTER TABLE "reorder_reminders" ADD COLUMN "period_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "reorder_reminders" ALTER COLUMN "period_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reorder_reminders" ADD COLUMN "remaining_sends" integer;--> statement-breakpoint
ALTER TABLE "reorder_reminders" ADD COLUMN "sent_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reorder_reminders" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reorder_reminders" ADD CONSTRAINT "reorder_reminders_period_positive" CHECK ("reorder_reminders"."period_days" > 0);--> statement-breakpoint
ALTER TABLE "reorder_reminders" ADD CONSTRAINT "reorder_reminders_remaining_non_negative" CHECK ("reorder_reminders"."remaining_sends" IS NULL OR "reorder_reminders"."remaining_sends" >= 0);