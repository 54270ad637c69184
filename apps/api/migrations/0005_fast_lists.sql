-- Lists fast at any size (issue 10, decision 031): trigram search and an index per sort field.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "addons_name_idx";--> statement-breakpoint
DROP INDEX "addons_created_at_idx";--> statement-breakpoint
DROP INDEX "affiliates_created_at_idx";--> statement-breakpoint
DROP INDEX "cars_created_at_idx";--> statement-breakpoint
DROP INDEX "discount_codes_created_at_idx";--> statement-breakpoint
DROP INDEX "surges_name_idx";--> statement-breakpoint
DROP INDEX "surges_created_at_idx";--> statement-breakpoint
DROP INDEX "user_roles_role_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "addons_is_active_idx";--> statement-breakpoint
DROP INDEX "cars_is_active_idx";--> statement-breakpoint
CREATE INDEX "addons_name_sort_idx" ON "addons" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "addons_percentage_sort_idx" ON "addons" USING btree ("percentage","id");--> statement-breakpoint
CREATE INDEX "addons_amount_sort_idx" ON "addons" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "addons_is_active_sort_idx" ON "addons" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "addons_created_at_sort_idx" ON "addons" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "addons_name_trgm_idx" ON "addons" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "affiliates_name_sort_idx" ON "affiliates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "affiliates_created_at_sort_idx" ON "affiliates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "affiliates_name_trgm_idx" ON "affiliates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_name_sort_idx" ON "cars" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "cars_to_add_sort_idx" ON "cars" USING btree ("to_add","id");--> statement-breakpoint
CREATE INDEX "cars_to_multiply_sort_idx" ON "cars" USING btree ("to_multiply","id");--> statement-breakpoint
CREATE INDEX "cars_minimum_rate_sort_idx" ON "cars" USING btree ("minimum_rate","id");--> statement-breakpoint
CREATE INDEX "cars_quantity_sort_idx" ON "cars" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "cars_max_bags_sort_idx" ON "cars" USING btree ("max_bags","id");--> statement-breakpoint
CREATE INDEX "cars_max_passenger_sort_idx" ON "cars" USING btree ("max_passenger","id");--> statement-breakpoint
CREATE INDEX "cars_is_active_sort_idx" ON "cars" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "cars_created_at_sort_idx" ON "cars" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cars_name_trgm_idx" ON "cars" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discount_codes_is_active_idx" ON "discount_codes" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "discount_codes_type_idx" ON "discount_codes" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "discount_codes_code_sort_idx" ON "discount_codes" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "discount_codes_type_sort_idx" ON "discount_codes" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "discount_codes_from_sort_idx" ON "discount_codes" USING btree ("from","id");--> statement-breakpoint
CREATE INDEX "discount_codes_to_sort_idx" ON "discount_codes" USING btree ("to","id");--> statement-breakpoint
CREATE INDEX "discount_codes_percentage_sort_idx" ON "discount_codes" USING btree ("percentage","id");--> statement-breakpoint
CREATE INDEX "discount_codes_amount_sort_idx" ON "discount_codes" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "discount_codes_is_active_sort_idx" ON "discount_codes" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "discount_codes_created_at_sort_idx" ON "discount_codes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "discount_codes_code_trgm_idx" ON "discount_codes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permissions_name_sort_idx" ON "permissions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "permissions_created_at_sort_idx" ON "permissions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "permissions_name_trgm_idx" ON "permissions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_name_sort_idx" ON "roles" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "roles_created_at_sort_idx" ON "roles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "roles_name_trgm_idx" ON "roles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surges_is_active_idx" ON "surges" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "surges_name_sort_idx" ON "surges" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "surges_from_sort_idx" ON "surges" USING btree ("from","id");--> statement-breakpoint
CREATE INDEX "surges_to_sort_idx" ON "surges" USING btree ("to","id");--> statement-breakpoint
CREATE INDEX "surges_percentage_sort_idx" ON "surges" USING btree ("percentage","id");--> statement-breakpoint
CREATE INDEX "surges_amount_sort_idx" ON "surges" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "surges_description_sort_idx" ON "surges" USING btree ("description","id");--> statement-breakpoint
CREATE INDEX "surges_is_active_sort_idx" ON "surges" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "surges_created_at_sort_idx" ON "surges" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "surges_name_trgm_idx" ON "surges" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surges_description_trgm_idx" ON "surges" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_roles_role_user_idx" ON "user_roles" USING btree ("role_id","user_id");--> statement-breakpoint
CREATE INDEX "users_first_name_sort_idx" ON "users" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "users_last_name_sort_idx" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_created_at_sort_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_number_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "addons_is_active_idx" ON "addons" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "cars_is_active_idx" ON "cars" USING btree ("is_active","created_at","id");