-- Addons on a booked trip (issue 12, decision 047; DESIGN §5 price step 8): the catalogue's addon as it was when added
-- (name, amount or percentage), what it adds to the leg now (recomputed when an addon before it is removed), its
-- place in the order added, and who added it. The catalogue's addon may be deleted later: the line keeps its name.
CREATE TABLE "reservation_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"addon_id" integer,
	"name" text NOT NULL,
	"amount" numeric(12, 2),
	"percentage" numeric(5, 2),
	"line_amount" numeric(12, 2) NOT NULL,
	"position" integer NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_addons" ADD CONSTRAINT "reservation_addons_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_addons" ADD CONSTRAINT "reservation_addons_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_addons" ADD CONSTRAINT "reservation_addons_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_addons_reservation_idx" ON "reservation_addons" USING btree ("reservation_id","position");--> statement-breakpoint
CREATE INDEX "reservation_addons_addon_idx" ON "reservation_addons" USING btree ("addon_id");
