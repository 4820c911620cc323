-- Every change to a user, whoever makes it (api, CLI, psql), reaches the api instances' caches
-- (channel user_changed). A new password or a disabled account also ends the user's sessions
-- (ASVS 7.4.2; channel session_revoked evicts them from every instance's session cache).
CREATE FUNCTION users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_changed', OLD.id::text);
  IF TG_OP = 'UPDATE' AND (NEW.password_hash IS DISTINCT FROM OLD.password_hash OR (NEW.disabled AND NOT OLD.disabled)) THEN
    DELETE FROM sessions WHERE user_id = NEW.id;
    PERFORM pg_notify('session_revoked', 'user:' || NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION users_changed();
