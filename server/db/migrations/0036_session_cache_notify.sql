-- The session cache's invalidations (server/auth/context-cache.ts, issue 32 §2): every write that
-- changes a request context notifies channel 'auth_context' from the database itself, whichever
-- code path (or psql session) made it. Payloads: 'u:<user id>' (that user's sessions and tokens),
-- 't:<token id>', '*' (everything: companies, sites, regulations and buildings shape support
-- scopes and tiers; such writes are rare). NOTIFY is sent at commit, once per distinct payload.
CREATE FUNCTION auth_context_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('auth_context', 'u:' || OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('auth_context', 'u:' || NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_context_notify_users_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_context', 'u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_context_notify_token() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('auth_context', 't:' || OLD.token_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('auth_context', 't:' || NEW.token_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_context_notify_tokens_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_context', 't:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_context_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_context', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sessions: revocation, expiry, a support user's company selection; not last_used_at (touched once a minute).
CREATE TRIGGER api_sessions_auth_context AFTER UPDATE ON api_sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expiry IS DISTINCT FROM NEW.expiry
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION auth_context_notify_user();
--> statement-breakpoint
CREATE TRIGGER api_sessions_auth_context_delete AFTER DELETE ON api_sessions FOR EACH ROW EXECUTE FUNCTION auth_context_notify_user();
--> statement-breakpoint
-- Users: rights, role, deactivation, password, language, profile... any change of the row.
CREATE TRIGGER users_auth_context AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION auth_context_notify_users_row();
--> statement-breakpoint
CREATE TRIGGER user_companies_auth_context AFTER INSERT OR UPDATE OR DELETE ON user_companies FOR EACH ROW EXECUTE FUNCTION auth_context_notify_user();
--> statement-breakpoint
CREATE TRIGGER user_factories_auth_context AFTER INSERT OR UPDATE OR DELETE ON user_factories FOR EACH ROW EXECUTE FUNCTION auth_context_notify_user();
--> statement-breakpoint
CREATE TRIGGER user_regulations_auth_context AFTER INSERT OR UPDATE OR DELETE ON user_regulations FOR EACH ROW EXECUTE FUNCTION auth_context_notify_user();
--> statement-breakpoint
CREATE TRIGGER user_buildings_auth_context AFTER INSERT OR UPDATE OR DELETE ON user_buildings FOR EACH ROW EXECUTE FUNCTION auth_context_notify_user();
--> statement-breakpoint
-- Private-application tokens: anything but last_used_at (touched once a minute).
CREATE TRIGGER api_tokens_auth_context AFTER UPDATE ON api_tokens FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at'))
  EXECUTE FUNCTION auth_context_notify_tokens_row();
--> statement-breakpoint
CREATE TRIGGER api_tokens_auth_context_delete AFTER DELETE ON api_tokens FOR EACH ROW EXECUTE FUNCTION auth_context_notify_tokens_row();
--> statement-breakpoint
CREATE TRIGGER token_regulations_auth_context AFTER INSERT OR UPDATE OR DELETE ON token_regulations FOR EACH ROW EXECUTE FUNCTION auth_context_notify_token();
--> statement-breakpoint
CREATE TRIGGER token_factories_auth_context AFTER INSERT OR UPDATE OR DELETE ON token_factories FOR EACH ROW EXECUTE FUNCTION auth_context_notify_token();
--> statement-breakpoint
-- Plans (tiers) and the sets a support user sees whole; a building moved changes building scopes.
CREATE TRIGGER companies_auth_context AFTER INSERT OR UPDATE OR DELETE ON companies FOR EACH STATEMENT EXECUTE FUNCTION auth_context_notify_all();
--> statement-breakpoint
CREATE TRIGGER factories_auth_context AFTER INSERT OR DELETE OR UPDATE OF company_id ON factories FOR EACH STATEMENT EXECUTE FUNCTION auth_context_notify_all();
--> statement-breakpoint
CREATE TRIGGER regulations_auth_context AFTER INSERT OR DELETE ON regulations FOR EACH STATEMENT EXECUTE FUNCTION auth_context_notify_all();
--> statement-breakpoint
CREATE TRIGGER buildings_auth_context AFTER DELETE OR UPDATE OF factory_id ON buildings FOR EACH STATEMENT EXECUTE FUNCTION auth_context_notify_all();
