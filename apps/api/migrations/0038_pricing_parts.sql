-- The what-if's read (issue 39, decisions 093 and 095): what pricing needs of a leg's `price_breakdown`, kept beside
-- it as one JSON text, so a what-if reads a few hundred bytes a leg and joins them, instead of walking each stored
-- document (the walk was most of the run on PGlite). The parts, in the order `bookedLegsBatch` reads them: the date,
-- miles, stops, the cars (id, count and name), the service, the kind of pickup, airports, tolls, the surges, whether
-- the code applied, whether meet & greet was charged, the gratuity as chosen, and the lines (each `[kind, item,
-- label, amount]`, a car `[id, count, name]`: arrays, less text to read than objects). NULL when the breakdown is
-- not an object. Kept by the trigger below whenever the breakdown is written.
CREATE FUNCTION "livery_pricing_parts"("pb" jsonb) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN jsonb_typeof(pb) = 'object' THEN json_build_array(
    pb->>'date', pb->'miles', pb->'stops',
    CASE WHEN jsonb_typeof(pb->'cars') = 'array' THEN (
      SELECT coalesce(json_agg(json_build_array(c->'carId', c->'cars', c->'name')), '[]')
      FROM jsonb_array_elements(pb->'cars') AS c
    ) ELSE (pb->'cars')::json END,
    pb->'service', pb->>'pickupKind', pb->'airports', pb->'tolls', pb->'surges',
    pb->'discountCode'->'applies', pb->'configuration'->'meetAndGreet'->'charged', pb->'trip'->'gratuity',
    CASE WHEN jsonb_typeof(pb->'lines') = 'array' THEN (
      SELECT coalesce(json_agg(json_build_array(l->'kind', l->'item', l->'label', l->'amount')), '[]')
      FROM jsonb_array_elements(pb->'lines') AS l
    ) ELSE (pb->'lines')::json END
  )::text END
$$;
--> statement-breakpoint
CREATE FUNCTION "livery_keep_pricing_parts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.pricing_parts := livery_pricing_parts(NEW.price_breakdown);
  RETURN NEW;
END
$$;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "pricing_parts" text;--> statement-breakpoint
CREATE TRIGGER "reservations_keep_pricing_parts" BEFORE INSERT OR UPDATE OF "price_breakdown" ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "livery_keep_pricing_parts"();
--> statement-breakpoint
-- The trips booked before: their parts at once, with no live-update notice per row (migration 0016): no trip changes.
ALTER TABLE "reservations" DISABLE TRIGGER "reservations_notify_change";--> statement-breakpoint
UPDATE "reservations" SET "pricing_parts" = livery_pricing_parts("price_breakdown") WHERE "price_breakdown" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ENABLE TRIGGER "reservations_notify_change";
