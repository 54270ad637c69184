-- The day of the trip (issue 24, decision 058).
-- 1. Each car slot's progress through the driver's steps, the time each was reached, and the phone's last position.
--    A slot gets `assigned` when a driver is put on it and loses its progress and times when the driver changes, by
--    the trigger below, whichever service writes the driver (assigning, a declined job, a deleted user).
ALTER TABLE "reservation_drivers" ADD COLUMN "progress" text;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "on_the_way_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "on_location_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "on_board_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "dropped_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "last_lat" double precision;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "last_lng" double precision;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "last_accuracy" double precision;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "last_position_at" timestamp with time zone;--> statement-breakpoint
-- The extras a driver reports after the trip (waiting minutes, tolls, parking), charged once the office approves.
ALTER TABLE "reservation_drivers" ADD COLUMN "waiting_minutes" integer;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "tolls" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "parking" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "extras_state" text;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "extras_reviewed_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD COLUMN "extras_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD CONSTRAINT "reservation_drivers_progress_known" CHECK ("progress" IN ('assigned', 'accepted', 'on-the-way', 'on-location', 'on-board', 'dropped-off'));--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD CONSTRAINT "reservation_drivers_extras_state_known" CHECK ("extras_state" IN ('submitted', 'approved', 'declined'));--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD CONSTRAINT "reservation_drivers_extras_range" CHECK (coalesce("waiting_minutes", 0) BETWEEN 0 AND 1440 AND coalesce("tolls", 0) BETWEEN 0 AND 10000 AND coalesce("parking", 0) BETWEEN 0 AND 10000);--> statement-breakpoint
UPDATE "reservation_drivers" SET "progress" = 'assigned' WHERE "driver_id" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "livery_slot_driver_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.driver_id IS DISTINCT FROM OLD.driver_id THEN
    NEW.progress := CASE WHEN NEW.driver_id IS NULL THEN NULL ELSE 'assigned' END;
    NEW.accepted_at := NULL; NEW.on_the_way_at := NULL; NEW.on_location_at := NULL;
    NEW.on_board_at := NULL; NEW.dropped_off_at := NULL;
    NEW.last_lat := NULL; NEW.last_lng := NULL; NEW.last_accuracy := NULL; NEW.last_position_at := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reservation_drivers_progress" BEFORE INSERT OR UPDATE OF "driver_id" ON "reservation_drivers"
  FOR EACH ROW EXECUTE FUNCTION "livery_slot_driver_progress"();--> statement-breakpoint
-- 2. Every tap, kept: who made it (the slot's driver, or dispatch on their behalf), the move, where the slot was and
--    went, the time recorded (the phone's when sane) and the phone's position. A tap's client id is unique per
--    person, so a retried tap is answered from here and counted once.
CREATE TABLE "slot_events" (
  "id" serial PRIMARY KEY NOT NULL,
  "reservation_id" integer NOT NULL REFERENCES "reservations"("id") ON DELETE CASCADE,
  "slot_id" integer NOT NULL REFERENCES "reservation_drivers"("id") ON DELETE CASCADE,
  "driver_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "on_behalf" boolean DEFAULT false NOT NULL,
  "client_id" text NOT NULL,
  "move" text NOT NULL,
  "from_progress" text,
  "to_progress" text,
  "applied" boolean NOT NULL,
  "reason" text,
  "tapped_at" timestamp with time zone,
  "recorded_at" timestamp with time zone NOT NULL,
  "lat" double precision,
  "lng" double precision,
  "accuracy" double precision,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "slot_events_move_known" CHECK ("move" IN ('accept', 'decline', 'on-the-way', 'on-location', 'on-board', 'dropped-off'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "slot_events_client_key" ON "slot_events" USING btree ("actor_id", "client_id");--> statement-breakpoint
CREATE INDEX "slot_events_slot_idx" ON "slot_events" USING btree ("slot_id", "id");--> statement-breakpoint
CREATE INDEX "slot_events_reservation_idx" ON "slot_events" USING btree ("reservation_id", "id");--> statement-breakpoint
-- 3. A driver's duty: on duty drivers are the dispatch board's lanes.
ALTER TABLE "users" ADD COLUMN "on_duty_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_on_duty_idx" ON "users" USING btree ("id") WHERE "on_duty_since" IS NOT NULL;--> statement-breakpoint
-- 4. The office's settings of the day: the average speed that estimates a drop-off, and the extras drivers report.
ALTER TABLE "configurations" ADD COLUMN "average_speed_mph" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "trip_extras" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "waiting_minute_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_average_speed_range" CHECK ("average_speed_mph" BETWEEN 5 AND 120);--> statement-breakpoint
-- 5. Reminders sent (the customer 24 hours before the pickup, each driver 2 hours before): one row each, so however
--    many processes look for due reminders, the one whose insert wins sends it, once.
CREATE TABLE "trip_reminders" (
  "reservation_id" integer NOT NULL REFERENCES "reservations"("id") ON DELETE CASCADE,
  "audience" text NOT NULL,
  "recipient" text NOT NULL,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "trip_reminders_pkey" PRIMARY KEY ("reservation_id", "audience", "recipient"),
  CONSTRAINT "trip_reminders_audience_known" CHECK ("audience" IN ('customer', 'driver'))
);
