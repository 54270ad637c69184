-- An hourly booking's minutes (issue 39, decision 092): the dispatch board, the assign question and the staff home
-- time its car by them. Trips booked hourly before the column take theirs from the breakdown.
ALTER TABLE "reservations" ADD COLUMN "booked_minutes" integer;--> statement-breakpoint
UPDATE "reservations" SET "booked_minutes" = ("price_breakdown"->'service'->>'minutes')::integer
  WHERE "price_breakdown"->'service'->>'type' = 'hourly';
