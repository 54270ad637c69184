-- Addon and role names are unique ignoring case. Names that already repeat (ignoring case) keep their first
-- holder and the later ones get " (2)", " (3)"…, so the indexes can be built and nothing is lost.
UPDATE "addons" AS a SET "name" = a."name" || ' (' || d.n || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "id") AS n FROM "addons") AS d
WHERE a."id" = d."id" AND d.n > 1;--> statement-breakpoint
UPDATE "roles" AS r SET "name" = r."name" || ' (' || d.n || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "id") AS n FROM "roles") AS d
WHERE r."id" = d."id" AND d.n > 1;--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "addons_name_key" ON "addons" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_key" ON "roles" USING btree (lower("name"));
