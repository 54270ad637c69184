-- Search that finds people the way staff type them (issue 22, decision 054).
-- A phone matches whatever its punctuation: a search that reads as a phone number is compared, digits with digits,
-- with each stored phone's digits. The digits are an expression, not a stored column (adding a generated column
-- rewrites a table of a million trips); a search writes the same expression (db/phone-digits.ts) so the planner
-- uses these trigram indexes.
CREATE INDEX "reservations_phone_digits_trgm_idx" ON "reservations" USING gin ((regexp_replace("phone_number", '[^0-9]', '', 'g')) gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "users_phone_digits_trgm_idx" ON "users" USING gin ((regexp_replace("phone_number", '[^0-9]', '', 'g')) gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
-- The trip's addresses are searched too: where it picks up, where it drops off, the hotel.
CREATE INDEX "reservations_pick_up_location_trgm_idx" ON "reservations" USING gin ("pick_up_location" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "reservations_drop_off_location_trgm_idx" ON "reservations" USING gin ("drop_off_location" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "reservations_hotel_name_trgm_idx" ON "reservations" USING gin ("hotel_name" gin_trgm_ops) WITH (fastupdate=off);
