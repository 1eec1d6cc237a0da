ALTER TABLE "customer_groups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_version" integer DEFAULT 1 NOT NULL;