-- A user's role ids on the user row (issue 10, decision 031): a role filter and a name search meet in one table.
ALTER TABLE "users" ADD COLUMN "role_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Kept by the database itself, whatever writes user_roles (the app, a cascade, an administrator's SQL).
CREATE FUNCTION "users_sync_role_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "users" SET "role_ids" = ARRAY(SELECT "role_id" FROM "user_roles" WHERE "user_id" = OLD."user_id" ORDER BY 1)
      WHERE "id" = OLD."user_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "users" SET "role_ids" = ARRAY(SELECT "role_id" FROM "user_roles" WHERE "user_id" = NEW."user_id" ORDER BY 1)
      WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_roles_sync_role_ids" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "users_sync_role_ids"();--> statement-breakpoint
UPDATE "users" SET "role_ids" = "held"."ids"
  FROM (SELECT "user_id", array_agg("role_id" ORDER BY "role_id") AS "ids" FROM "user_roles" GROUP BY "user_id") AS "held"
  WHERE "held"."user_id" = "users"."id";--> statement-breakpoint
CREATE INDEX "users_role_ids_idx" ON "users" USING gin ("role_ids");
--> statement-breakpoint
-- Statistics for the new column now, not when autovacuum comes round: without them the planner takes a role held
-- by nearly everyone for a rare one and reads its whole posting list.
ANALYZE "users";
