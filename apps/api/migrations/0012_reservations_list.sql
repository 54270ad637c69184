-- The reservations list (issue 12, decision 042): what its scope and filters need beyond migration 0011's indexes.
-- A signed-in user without reservations:view sees the trips booked for them, by them or driven by them: the
-- creator's index joins the customer's and the drivers' in one BitmapOr (it also serves the foreign key's
-- ON DELETE SET NULL). A status filter in the default order (newest first) or with the created-at range walks
-- (status, created_at, id) as (status, pick_up_at, id) serves it with the pickup order and range.
CREATE INDEX "reservations_created_by_idx" ON "reservations" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "reservations_status_created_idx" ON "reservations" USING btree ("status","created_at","id");
