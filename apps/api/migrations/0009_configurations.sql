-- The configuration (issue 11, decision 037): one record, id 1, seeded at start-up. The pricing inputs are numeric
-- columns (money numeric(12,2), percentages numeric(5,2), miles numeric(7,1)); the home page's texts and FAQ are
-- one jsonb value checked by the domain's schema when saved; the reservation alert is sanitised HTML.
CREATE TABLE "configurations" (
	"id" integer PRIMARY KEY NOT NULL,
	"meet_and_greet_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"meet_and_greet_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"max_miles_surge_miles" numeric(7, 1) DEFAULT '0' NOT NULL,
	"max_miles_surge_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"extra_stop_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"home" jsonb NOT NULL,
	"reservation_alert" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurations_single_row" CHECK ("configurations"."id" = 1),
	CONSTRAINT "configurations_percentage_range" CHECK ("configurations"."meet_and_greet_percentage" BETWEEN 0 AND 100)
);
