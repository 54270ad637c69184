-- Issue 39 (decision 091): rate cards with effective dates. A card is a draft staff edit or a published card, in force
-- from its effective instant until the next published one; the card itself is one jsonb document (rateCardSchema's
-- output). A published card is never changed, so a booking that keeps its card's id keeps what it was priced with.
CREATE TABLE "rate_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"effective_from" timestamp with time zone,
	"card" jsonb NOT NULL,
	"created_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_cards_status_check" CHECK ("status" in ('draft', 'published')),
	CONSTRAINT "rate_cards_effective_from_check" CHECK (("status" = 'published') = ("effective_from" is not null))
);--> statement-breakpoint
-- The card in force at an instant is the newest published one effective by then: one published card per instant.
CREATE UNIQUE INDEX "rate_cards_in_force_key" ON "rate_cards" USING btree ("effective_from") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "rate_cards_status_idx" ON "rate_cards" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "rate_cards_name_sort_idx" ON "rate_cards" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "rate_cards_status_sort_idx" ON "rate_cards" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "rate_cards_effective_from_sort_idx" ON "rate_cards" USING btree ("effective_from","id");--> statement-breakpoint
CREATE INDEX "rate_cards_created_at_sort_idx" ON "rate_cards" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rate_cards_updated_at_sort_idx" ON "rate_cards" USING btree ("updated_at","id");--> statement-breakpoint
-- The card a trip was priced with: set when the booking prices with the card engine (a later step); null before.
ALTER TABLE "reservations" ADD COLUMN "rate_card_id" integer REFERENCES "rate_cards"("id") ON DELETE RESTRICT;--> statement-breakpoint
CREATE INDEX "reservations_rate_card_idx" ON "reservations" USING btree ("rate_card_id") WHERE "rate_card_id" is not null;--> statement-breakpoint
-- The rate cards' permissions. The catalogue sync adds them at start-up too, but after the migrations: they are
-- inserted here first so an installation's existing dispatcher role can be given all but publishing, once (an
-- administrator who later takes one away is not overruled at the next start). A new installation's roles come from
-- SEEDED_ROLES.
INSERT INTO "permissions" ("name") VALUES ('rate-cards:create'), ('rate-cards:delete'), ('rate-cards:edit'), ('rate-cards:publish'), ('rate-cards:view') ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT "roles"."id", "permissions"."id" FROM "roles", "permissions"
WHERE lower("roles"."name") = 'dispatcher'
  AND "permissions"."name" IN ('rate-cards:create', 'rate-cards:delete', 'rate-cards:edit', 'rate-cards:view')
ON CONFLICT DO NOTHING;
