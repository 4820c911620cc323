-- places_taken follows the confirmed bookings on every write path (booking, cancelling, promotion,
-- and rows removed with their user), so the CHECK on event_booking_settings guards them all.
CREATE FUNCTION event_bookings_count_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'confirmed' THEN
    UPDATE event_booking_settings SET places_taken = places_taken - OLD.places WHERE event_uid = OLD.event_uid;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'confirmed' THEN
    UPDATE event_booking_settings SET places_taken = places_taken + NEW.places WHERE event_uid = NEW.event_uid;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_bookings_places
  AFTER INSERT OR UPDATE OF status, places, event_uid OR DELETE ON event_bookings
  FOR EACH ROW EXECUTE FUNCTION event_bookings_count_places();
