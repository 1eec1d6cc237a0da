-- docs/decisions/0023: one-time links are cut from stored e-mails once sent, or when they expire.
ALTER TABLE "email_outbox" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_link_idx" ON "email_outbox" USING btree ("link_expires_at") WHERE "email_outbox"."link_expires_at" is not null;--> statement-breakpoint
-- Reset e-mails stored before lose their link at the next run of the jobs after their hour (RESET_LINK_SECONDS).
UPDATE "email_outbox" SET "link_expires_at" = "created_at" + interval '1 hour' WHERE "text" LIKE '%/reset-password?token=%';
