-- Airports and their terminals are places (issue 11, decision 038): an airport carries its IATA code, a terminal
-- (kind 'terminal') its airport. The places already seeded take their code from their name's "(JFK)".
ALTER TABLE "places" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "airport_id" integer;--> statement-breakpoint
UPDATE "places" SET "code" = substring("name" from '\(([A-Z]{3})\)$') WHERE "kind" = 'airport';--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_airport_id_places_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_code_only_airports" CHECK ("code" IS NULL OR "kind" = 'airport');--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_terminal_has_airport" CHECK (("kind" = 'terminal') = ("airport_id" IS NOT NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "places_code_key" ON "places" USING btree ("code");--> statement-breakpoint
CREATE INDEX "places_kind_name_idx" ON "places" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "places_airport_name_idx" ON "places" USING btree ("airport_id","name");
