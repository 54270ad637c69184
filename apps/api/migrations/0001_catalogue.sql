CREATE TABLE "addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"percentage" numeric(5, 2),
	"amount" numeric(12, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"to_add" numeric(12, 2) NOT NULL,
	"to_multiply" numeric(12, 2) NOT NULL,
	"minimum_rate" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"max_bags" integer NOT NULL,
	"max_passenger" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	"image_type" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"percentage" numeric(5, 2),
	"amount" numeric(12, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"percentage" numeric(5, 2),
	"amount" numeric(12, 2),
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "addons_name_idx" ON "addons" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "addons_created_at_idx" ON "addons" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "addons_is_active_idx" ON "addons" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_name_key" ON "cars" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cars_is_active_idx" ON "cars" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "discount_codes_created_at_idx" ON "discount_codes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "discount_codes_active_type_idx" ON "discount_codes" USING btree ("is_active","type","from","to");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_one_active_round_trip" ON "discount_codes" USING btree ("type") WHERE "discount_codes"."is_active" and "discount_codes"."type" = 'round trip';--> statement-breakpoint
CREATE INDEX "surges_name_idx" ON "surges" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "surges_created_at_idx" ON "surges" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "surges_active_dates_idx" ON "surges" USING btree ("is_active","from","to");