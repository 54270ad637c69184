-- Taps kept in order (issue 37, decision 070): when each slot's job was given to its driver, so that no step of the
-- day records a time before it. Set by the same trigger that starts a slot at `assigned` whenever its driver changes
-- (migration 0021), whichever code changes it. Slots given before this migration keep none: their floor is their
-- own steps' times.
ALTER TABLE "reservation_drivers" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "livery_slot_driver_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.driver_id IS DISTINCT FROM OLD.driver_id THEN
    NEW.progress := CASE WHEN NEW.driver_id IS NULL THEN NULL ELSE 'assigned' END;
    -- To the millisecond, as the steps' times are kept (JavaScript's clock), so a step at that moment is not before it.
    NEW.assigned_at := CASE WHEN NEW.driver_id IS NULL THEN NULL ELSE date_trunc('milliseconds', now()) END;
    NEW.accepted_at := NULL; NEW.on_the_way_at := NULL; NEW.on_location_at := NULL;
    NEW.on_board_at := NULL; NEW.dropped_off_at := NULL;
    NEW.last_lat := NULL; NEW.last_lng := NULL; NEW.last_accuracy := NULL; NEW.last_position_at := NULL;
  END IF;
  RETURN NEW;
END
$$;
