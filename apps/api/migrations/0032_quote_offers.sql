-- Quotes the customer accepts (issue 39, decision 090). A priced trip sent to a customer by e-mail with a link
-- (`/quote/{token}`, only the token's SHA-256 kept); Accept books it at the quoted price, at most once: the
-- conditional update of `accepted_reservation_id` (IS NULL and not expired) inside the booking's transaction.
CREATE TABLE "quote_offers" (
  "id" serial PRIMARY KEY NOT NULL,
  "token_hash" text NOT NULL,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "customer_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "trip_type" text NOT NULL,
  "pick_up_at" timestamp with time zone NOT NULL,
  "pick_up_location" text NOT NULL,
  "drop_off_location" text NOT NULL,
  "total" numeric(12, 2) NOT NULL,
  "trip" jsonb NOT NULL,
  "customer" jsonb NOT NULL,
  "quote" jsonb NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "sent_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "accepted_reservation_id" integer REFERENCES "reservations"("id") ON DELETE SET NULL,
  "accepted_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "quote_offers_token_hash_key" ON "quote_offers" USING btree ("token_hash");--> statement-breakpoint
-- The list (decision 031): each sort field on (column, id), the customer's name and e-mail searched by trigrams.
CREATE INDEX "quote_offers_name_sort_idx" ON "quote_offers" USING btree ("name", "id");--> statement-breakpoint
CREATE INDEX "quote_offers_pick_up_at_sort_idx" ON "quote_offers" USING btree ("pick_up_at", "id");--> statement-breakpoint
CREATE INDEX "quote_offers_total_sort_idx" ON "quote_offers" USING btree ("total", "id");--> statement-breakpoint
CREATE INDEX "quote_offers_created_at_sort_idx" ON "quote_offers" USING btree ("created_at", "id");--> statement-breakpoint
CREATE INDEX "quote_offers_expires_at_sort_idx" ON "quote_offers" USING btree ("expires_at", "id");--> statement-breakpoint
CREATE INDEX "quote_offers_name_trgm_idx" ON "quote_offers" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "quote_offers_email_trgm_idx" ON "quote_offers" USING gin ("email" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- The status filter: open quotes (sent, or expired by now) by expiry; accepted ones by when they were sent.
CREATE INDEX "quote_offers_open_expires_idx" ON "quote_offers" USING btree ("expires_at", "id") WHERE "accepted_reservation_id" IS NULL;--> statement-breakpoint
CREATE INDEX "quote_offers_accepted_created_idx" ON "quote_offers" USING btree ("created_at", "id") WHERE "accepted_reservation_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "quote_offers_accepted_reservation_idx" ON "quote_offers" USING btree ("accepted_reservation_id");--> statement-breakpoint
-- The configuration's `quotes` section: days a quote stays open, and what Accept does.
ALTER TABLE "configurations" ADD COLUMN "quote_valid_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "quote_acceptance" text DEFAULT 'pay-online' NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_quote_valid_days_range" CHECK ("quote_valid_days" BETWEEN 1 AND 60);--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_quote_acceptance" CHECK ("quote_acceptance" IN ('pay-online', 'book-unpaid'));
