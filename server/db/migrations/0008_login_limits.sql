CREATE TABLE "login_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "login_limits_last_idx" ON "login_limits" USING btree ("last_at");--> statement-breakpoint
-- Deactivating a user revokes their sessions and retires their pending password links (reset,
-- invitation) in the same statement, whatever the path (one row, bulk update, a job, SQL by
-- hand): reactivating them later must not bring old tokens back.
CREATE FUNCTION "revoke_sessions_of_deactivated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "api_sessions" SET "revoked_at" = now() WHERE "user_id" = NEW."id" AND "revoked_at" IS NULL;
	UPDATE "password_tokens" SET "used_at" = now() WHERE "user_id" = NEW."id" AND "used_at" IS NULL;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_deactivated_revoke_sessions" AFTER UPDATE OF "is_active" ON "users"
	FOR EACH ROW WHEN (OLD."is_active" AND NOT NEW."is_active")
	EXECUTE FUNCTION "revoke_sessions_of_deactivated"();
