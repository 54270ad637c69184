-- Reservations (issue 11, decision 039): trips, their car classes, a slot per car for a driver and the driver's
-- share, the history of every status, and the answers kept under an Idempotency-Key.
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"trip_type" text NOT NULL,
	"customer_id" integer,
	"name" text,
	"email" text,
	"phone_number" text,
	"affiliate_id" integer,
	"hotel_name" text,
	"flight_number" text,
	"airline" text,
	"comments" text,
	"is_bags_checked" boolean DEFAULT false NOT NULL,
	"pick_up_at" timestamp with time zone,
	"pick_up_location" text,
	"pick_up_place_id" integer,
	"drop_off_location" text,
	"drop_off_place_id" integer,
	"stops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"passengers" integer,
	"miles" numeric(8, 1),
	"miles_source" text,
	"parent_of" integer,
	"child_of" integer,
	"payment_type" text,
	"paypal_customer_id" text,
	"transaction_id" text,
	"amount" numeric(12, 2),
	"price_breakdown" jsonb,
	"draft_state" jsonb,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"car_id" integer,
	"car_name" text NOT NULL,
	"count" integer NOT NULL,
	"line_amount" numeric(12, 2) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"reservation_car_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"driver_id" integer,
	"driver_share" numeric(12, 2) NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reservation_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_pick_up_place_id_places_id_fk" FOREIGN KEY ("pick_up_place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_drop_off_place_id_places_id_fk" FOREIGN KEY ("drop_off_place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_parent_of_reservations_id_fk" FOREIGN KEY ("parent_of") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_child_of_reservations_id_fk" FOREIGN KEY ("child_of") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_cars" ADD CONSTRAINT "reservation_cars_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_cars" ADD CONSTRAINT "reservation_cars_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD CONSTRAINT "reservation_drivers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD CONSTRAINT "reservation_drivers_reservation_car_id_reservation_cars_id_fk" FOREIGN KEY ("reservation_car_id") REFERENCES "public"."reservation_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_drivers" ADD CONSTRAINT "reservation_drivers_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_status_changes" ADD CONSTRAINT "reservation_status_changes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_status_changes" ADD CONSTRAINT "reservation_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_transaction_id_key" ON "reservations" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id","pick_up_at","id");--> statement-breakpoint
CREATE INDEX "reservations_status_pick_up_idx" ON "reservations" USING btree ("status","pick_up_at","id");--> statement-breakpoint
CREATE INDEX "reservations_parent_of_idx" ON "reservations" USING btree ("parent_of");--> statement-breakpoint
CREATE INDEX "reservations_child_of_idx" ON "reservations" USING btree ("child_of");--> statement-breakpoint
CREATE INDEX "reservations_pick_up_at_sort_idx" ON "reservations" USING btree ("pick_up_at","id");--> statement-breakpoint
CREATE INDEX "reservations_created_at_sort_idx" ON "reservations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reservations_amount_sort_idx" ON "reservations" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "reservations_name_sort_idx" ON "reservations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "reservations_email_sort_idx" ON "reservations" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "reservations_name_trgm_idx" ON "reservations" USING gin ("name" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "reservations_email_trgm_idx" ON "reservations" USING gin ("email" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "reservations_phone_number_trgm_idx" ON "reservations" USING gin ("phone_number" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "reservation_cars_reservation_idx" ON "reservation_cars" USING btree ("reservation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_drivers_slot_key" ON "reservation_drivers" USING btree ("reservation_car_id","slot");--> statement-breakpoint
CREATE INDEX "reservation_drivers_reservation_idx" ON "reservation_drivers" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_drivers_driver_idx" ON "reservation_drivers" USING btree ("driver_id","reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_status_changes_reservation_idx" ON "reservation_status_changes" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
