CREATE TABLE "sso_assertions" (
	"id" varchar(300) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_attempts" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"protocol" varchar(8) NOT NULL,
	"nonce" varchar(64),
	"code_verifier" varchar(128),
	"request_id" varchar(128),
	"login_hint" varchar(254),
	"redirect" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"protocol" varchar(8) DEFAULT 'oidc' NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"metadata" text DEFAULT '' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret" text DEFAULT '' NOT NULL,
	"email_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_sessions" ADD COLUMN "via_sso" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_attempts" ADD CONSTRAINT "sso_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_settings" ADD CONSTRAINT "sso_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_assertions_expires_idx" ON "sso_assertions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_attempts_expires_idx" ON "sso_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_attempts_request_idx" ON "sso_attempts" USING btree ("request_id");--> statement-breakpoint
-- A company's SSO settings decide whether its users are SSO-managed (the request context): the
-- session cache is told, like for the other tables the context reads (0036_session_cache_notify).
CREATE TRIGGER sso_settings_auth_context AFTER INSERT OR UPDATE OR DELETE ON sso_settings
  FOR EACH STATEMENT EXECUTE FUNCTION auth_context_notify_all();
