-- better-auth keeps password hashes in `accounts` (created by 0002): keep them aside meanwhile.
CREATE TABLE "_password_hashes_0001" AS SELECT "id" AS "user_id", "password_hash" FROM "users" WHERE "password_hash" IS NOT NULL;--> statement-breakpoint
-- Sessions were keyed by a token hash better-auth cannot look up: their customers sign in again.
DELETE FROM "sessions";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_tokenHash_unique";--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "password_hash";