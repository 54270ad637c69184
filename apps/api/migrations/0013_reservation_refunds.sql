-- PayPal refunds made on cancelling a trip (issue 12, decision 043): what was refunded of which capture, when and by
-- whom. PayPal's refund id is unique, so one refund is never recorded twice; the sum per capture is what was given
-- back, and no refund may take more than the capture less that sum.
CREATE TABLE "reservation_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"capture_id" text NOT NULL,
	"paypal_refund_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_refunds" ADD CONSTRAINT "reservation_refunds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_refunds" ADD CONSTRAINT "reservation_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_refunds_paypal_refund_id_key" ON "reservation_refunds" USING btree ("paypal_refund_id");--> statement-breakpoint
CREATE INDEX "reservation_refunds_reservation_idx" ON "reservation_refunds" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "reservation_refunds_capture_idx" ON "reservation_refunds" USING btree ("capture_id");
