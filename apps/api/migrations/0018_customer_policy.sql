-- The customer policy (issue 22, decision 052): how many hours before pickup a customer may still cancel their own
-- trip, the fee kept from a PayPal refund when they do, and the office's address for notices (empty: every active
-- administrator is told).
ALTER TABLE "configurations" ADD COLUMN "cancel_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "cancel_fee_percentage" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "office_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_cancel_cutoff_range" CHECK ("configurations"."cancel_cutoff_hours" BETWEEN 0 AND 720);--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_cancel_fee_range" CHECK ("configurations"."cancel_fee_percentage" BETWEEN 0 AND 100);
