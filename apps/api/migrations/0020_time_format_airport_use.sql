-- Small seams (issue 22, decision 056).
-- 1. How times read everywhere: the business's 12- or 24-hour clock, a section of the configuration.
ALTER TABLE "configurations" ADD COLUMN "time_format" text DEFAULT '12h' NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_time_format" CHECK ("time_format" IN ('12h', '24h'));--> statement-breakpoint
-- 2. Airports by use: each airport counts the trips that start or end at it or at one of its terminals (booked
-- trips: not drafts, which change with every keystroke of the wizard, nor duplicates, which are mistakes). A
-- trigger keeps the count as trips are booked, moved, cancelled into duplicates or deleted, so GET /airports reads
-- about twenty rows in order instead of counting a million trips.
ALTER TABLE "places" ADD COLUMN "trip_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "places_airport_use_idx" ON "places" USING btree ("trip_count" DESC, "name") WHERE "kind" = 'airport';--> statement-breakpoint
-- The airports a trip touches: its pickup's and its drop-off's, a terminal standing for its airport.
CREATE FUNCTION "livery_trip_airports"(pick_up integer, drop_off integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT coalesce("airport_id", "id")), '{}')
  FROM "places" WHERE "id" IN (pick_up, drop_off) AND "kind" IN ('airport', 'terminal')
$$;--> statement-breakpoint
CREATE FUNCTION "livery_count_airport_trips"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_ids integer[] := '{}';
  after_ids integer[] := '{}';
  moved record;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status NOT IN ('draft', 'duplicate')
     AND coalesce(OLD.pick_up_place_id, OLD.drop_off_place_id) IS NOT NULL THEN
    before_ids := "livery_trip_airports"(OLD.pick_up_place_id, OLD.drop_off_place_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status NOT IN ('draft', 'duplicate')
     AND coalesce(NEW.pick_up_place_id, NEW.drop_off_place_id) IS NOT NULL THEN
    after_ids := "livery_trip_airports"(NEW.pick_up_place_id, NEW.drop_off_place_id);
  END IF;
  IF before_ids = after_ids THEN
    RETURN NULL;
  END IF;
  -- Only the airports whose count moves, one at a time in id order, so two bookings through the same airports
  -- never wait on each other in a circle.
  FOR moved IN
    SELECT id, sum(delta)::integer AS delta
    FROM (SELECT unnest(after_ids) AS id, 1 AS delta UNION ALL SELECT unnest(before_ids), -1) AS changes
    GROUP BY id HAVING sum(delta) <> 0 ORDER BY id
  LOOP
    UPDATE "places" SET "trip_count" = "trip_count" + moved.delta WHERE "id" = moved.id;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_count_airport_trips"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "pick_up_place_id", "drop_off_place_id" ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "livery_count_airport_trips"();--> statement-breakpoint
-- The trips booked before this migration, counted once.
UPDATE "places" AS p SET "trip_count" = counted.trips
FROM (
  SELECT airport.id, count(*)::integer AS trips
  FROM "reservations" AS r
  CROSS JOIN LATERAL unnest("livery_trip_airports"(r."pick_up_place_id", r."drop_off_place_id")) AS airport(id)
  WHERE r."status" NOT IN ('draft', 'duplicate')
    AND coalesce(r."pick_up_place_id", r."drop_off_place_id") IS NOT NULL
  GROUP BY airport.id
) AS counted
WHERE p."id" = counted.id;
