-- docs/decisions/0023: the database keeps hashes of session and reset tokens, never the tokens.
-- Sessions keep working: the cookie holds the token, the lookup hashes it (PostgreSQL's own sha256, no extension).
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
-- Reset links already sent keep working until they expire: 'reset-password:' is 15 characters.
UPDATE "verifications" SET "identifier" = 'reset-password-sha256:' || encode(sha256(convert_to(substr("identifier", 16), 'UTF8')), 'hex') WHERE "identifier" LIKE 'reset-password:%';
