-- Book to any address (issue 25, decision 059).
-- 1. How exactly each leg's miles were measured: a known place, the geocoder, a ZIP code's centre, a city's centre,
--    or miles typed by staff. Older trips keep NULL and are read from miles_source (staff, else a known place).
ALTER TABLE "reservations" ADD COLUMN "miles_precision" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_miles_precision_known" CHECK ("miles_precision" IN ('place', 'geocoder', 'zip', 'city', 'staff'));--> statement-breakpoint
-- 2. The geocoder's answers, kept a day: a search's suggestions under `q:…`, an address placed under `a:…`, a
--    position's street under `r:…`. Rows older than a day are read as missing and replaced.
CREATE TABLE "geocoder_cache" (
  "key" text PRIMARY KEY,
  "answer" jsonb NOT NULL,
  "fetched_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "geocoder_cache_fetched_idx" ON "geocoder_cache" ("fetched_at");--> statement-breakpoint
-- 3. A customer's address book: the addresses of their bookings (not airports or known places), which they may
--    name (Home, Office) and delete. One row per customer and address, compared without case or extra spaces.
CREATE TABLE "saved_addresses" (
  "id" serial PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "address" text NOT NULL,
  "address_key" text NOT NULL,
  "label" text,
  "lat" double precision NOT NULL,
  "lng" double precision NOT NULL,
  "precision" text NOT NULL,
  "use_count" integer NOT NULL DEFAULT 1,
  "last_used_at" timestamp with time zone NOT NULL DEFAULT now(),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "saved_addresses_precision_known" CHECK ("precision" IN ('place', 'geocoder', 'zip', 'city'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_user_key" ON "saved_addresses" ("user_id", "address_key");--> statement-breakpoint
CREATE INDEX "saved_addresses_user_used_idx" ON "saved_addresses" ("user_id", "last_used_at" DESC, "id" DESC);
