-- Search indexes without GIN's pending list (issue 10, decision 031): altered in place, no rebuild, and what
-- each pending list holds moved into its index now.
ALTER INDEX "addons_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "affiliates_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "cars_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "discount_codes_code_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "permissions_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "roles_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "static_pages_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "static_pages_slug_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "surges_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "surges_description_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_role_ids_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_first_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_last_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "users_phone_number_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"addons_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"affiliates_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"cars_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"discount_codes_code_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"permissions_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"roles_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"static_pages_title_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"static_pages_slug_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"surges_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"surges_description_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"users_role_ids_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"users_first_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"users_last_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"users_email_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"users_phone_number_trgm_idx"'::regclass);
