-- Issue 38, item 2 (decision 080): what a trip owes is its balance, read from the payments, not a status (a trip leaves
-- "unpaid" once a driver is assigned). The reservations list's balanceDue filter and the staff home's count read the
-- trips whose amount is more than what was paid for them. Partial indexes hold only those rows, in the list's two
-- usual orders (by pickup, the dispatcher's view; newest bookings first, the API's default), so the filter stays a
-- short index range at a million trips however few of them owe. The predicate is the one the code writes
-- (core/balance-due-queries.ts, the statuses in OWING_STATUSES' order): PostgreSQL uses an index only for a
-- condition it can match with the index's own.
CREATE INDEX "reservations_balance_due_pick_up_idx" ON "reservations" USING btree ("pick_up_at","id")
  WHERE "status" IN ('created', 'unpaid', 'viewed', 'assigned', 'completed') AND "amount" > "paid_amount";--> statement-breakpoint
CREATE INDEX "reservations_balance_due_created_idx" ON "reservations" USING btree ("created_at","id")
  WHERE "status" IN ('created', 'unpaid', 'viewed', 'assigned', 'completed') AND "amount" > "paid_amount";
