ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
-- The lines written before: the actor's name and e-mail as they are now (docs/decisions/0062).
UPDATE "audit_log" SET
  "actor_name" = coalesce(nullif(btrim(u."first_name" || ' ' || u."last_name"), ''), u."email"),
  "actor_email" = u."email"
FROM "users" u WHERE u."id" = "audit_log"."actor_id";
--> statement-breakpoint
-- Append-only: the shop's own role (the owner of the table) cannot rewrite or remove a line
-- either; a trigger refuses it. Dropping the table (a restore's --clean) stays possible.
CREATE FUNCTION shop_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION shop_audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_audit_log_append_only();
