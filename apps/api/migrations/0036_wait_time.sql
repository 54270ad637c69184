-- Issue 39 (decision 094): wait time measured from the driver's steps and approved with the other extras.
-- An airport may be international: its pickups take the card's international grace (default false: domestic).
ALTER TABLE "places" ADD COLUMN "international" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- What a car's wait is billed by, fixed when its passenger is on board: the pickup's kind, its grace, the class's rate a
-- minute in cents and the card it came from (null: the configuration's rate). Null on slots on board before this.
ALTER TABLE "reservation_slots" ADD COLUMN "wait_terms" jsonb;--> statement-breakpoint
-- The office's correction of the measured wait when approving (a driver who tapped late): { from, to, byId, at } —
-- from what (null: nothing measured), to what (0 to 1440 minutes), who and when. The audit row names who too.
ALTER TABLE "reservation_slots" ADD COLUMN "wait_correction" jsonb;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_wait_correction_range" CHECK ("wait_correction" IS NULL OR ("wait_correction"->>'to')::integer BETWEEN 0 AND 1440);--> statement-breakpoint
-- An office line's own explanation (an approved wait names its minutes, grace and rate); null: the addon's rule.
ALTER TABLE "reservation_addons" ADD COLUMN "explanation" text;
