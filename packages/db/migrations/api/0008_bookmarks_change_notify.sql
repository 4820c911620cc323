-- Every change to a member's bookmarks, whoever makes it, evicts their cached list on every api
-- instance (channel bookmarks_changed, payload the user id; one notification per transaction).
CREATE FUNCTION bookmarks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('bookmarks_changed', OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('bookmarks_changed', NEW.user_id::text); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookmarks_changed AFTER INSERT OR UPDATE OR DELETE ON bookmarks FOR EACH ROW EXECUTE FUNCTION bookmarks_changed();
