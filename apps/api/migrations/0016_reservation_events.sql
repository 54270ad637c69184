-- Live updates (issue 12, decision 049): every change of a trip is announced on the channel livery_reservations,
-- whichever service wrote it. NOTIFY is sent on commit only (never for a rolled-back change), once per distinct
-- payload a transaction, to every API process LISTENing (PGlite: its one session). The payload is JSON: the trip's
-- `id`; `formerly`, people who could see it before and may no longer (a removed driver, a changed customer or
-- creator, a deleted trip's customer and creator); and for a deleted trip, `deleted` with what it last was.
-- A bulk load disables the triggers around it (bench/seed-reservations.mjs).
CREATE FUNCTION "livery_notify_reservation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('livery_reservations', json_build_object('id', NEW.id)::text);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('livery_reservations', json_build_object('id', NEW.id, 'formerly', array_remove(array[
      CASE WHEN OLD.customer_id IS DISTINCT FROM NEW.customer_id THEN OLD.customer_id END,
      CASE WHEN OLD.created_by_id IS DISTINCT FROM NEW.created_by_id THEN OLD.created_by_id END
    ], NULL))::text);
  ELSE
    PERFORM pg_notify('livery_reservations', json_build_object(
      'id', OLD.id,
      'formerly', array_remove(array[OLD.customer_id, OLD.created_by_id], NULL),
      'deleted', json_build_object(
        'status', OLD.status, 'version', OLD.version, 'linkedId', coalesce(OLD.parent_of, OLD.child_of)
      )
    )::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "livery_notify_reservation"();
--> statement-breakpoint
-- A driver taken off a car: the trip's own row changes too (its version), but the driver is no longer among those
-- who may see it, so they are named here.
CREATE FUNCTION "livery_notify_reservation_driver"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.driver_id IS DISTINCT FROM NEW.driver_id THEN
    PERFORM pg_notify('livery_reservations',
      json_build_object('id', OLD.reservation_id, 'formerly', array[OLD.driver_id])::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reservation_drivers_notify_change" AFTER UPDATE OF "driver_id" OR DELETE ON "reservation_drivers"
  FOR EACH ROW WHEN (OLD.driver_id IS NOT NULL) EXECUTE FUNCTION "livery_notify_reservation_driver"();
