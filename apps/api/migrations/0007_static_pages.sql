-- Static pages (issue 13, decision 034): the pages of the site at /{slug}, with an index per sort field and trigram search.
CREATE TABLE "static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "static_pages_slug_key" ON "static_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "static_pages_active_title_idx" ON "static_pages" USING btree ("is_active","title","id");--> statement-breakpoint
CREATE INDEX "static_pages_is_active_idx" ON "static_pages" USING btree ("is_active","updated_at","id");--> statement-breakpoint
CREATE INDEX "static_pages_title_sort_idx" ON "static_pages" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "static_pages_slug_sort_idx" ON "static_pages" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "static_pages_is_active_sort_idx" ON "static_pages" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "static_pages_updated_at_sort_idx" ON "static_pages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "static_pages_created_at_sort_idx" ON "static_pages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "static_pages_title_trgm_idx" ON "static_pages" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "static_pages_slug_trgm_idx" ON "static_pages" USING gin ("slug" gin_trgm_ops);