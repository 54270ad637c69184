-- Payments of a trip (issue 22, decision 051): what staff record (cash, card terminal, check, invoice, other) and
-- what PayPal paid (the capture at booking, or a balance paid online), each a row of its leg with who recorded it.
-- A PayPal capture is recorded once per leg it paid for (a round trip's capture pays both legs).
CREATE TABLE "reservation_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"paypal_capture_id" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_payments_amount_positive" CHECK ("reservation_payments"."amount" > 0),
	CONSTRAINT "reservation_payments_method_known" CHECK ("reservation_payments"."method" IN ('cash', 'card-terminal', 'check', 'invoice', 'other', 'paypal')),
	CONSTRAINT "reservation_payments_reference_length" CHECK (char_length("reservation_payments"."reference") <= 200),
	CONSTRAINT "reservation_payments_paypal_has_capture" CHECK (("reservation_payments"."method" = 'paypal') = ("reservation_payments"."paypal_capture_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_payments_reservation_idx" ON "reservation_payments" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_payments_capture_key" ON "reservation_payments" USING btree ("paypal_capture_id","reservation_id");--> statement-breakpoint
-- What was paid for the leg and not refunded, kept with the payment in the same transaction, so a list shows what is
-- paid and due without a join.
ALTER TABLE "reservations" ADD COLUMN "paid_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_paid_amount_not_negative" CHECK ("reservations"."paid_amount" >= 0);--> statement-breakpoint
-- The trips paid by PayPal so far: one payment per leg of what its capture paid for it — the leg's amount when it
-- was booked (its booking's audit row), else its price before addons — on the day it was booked (business date),
-- by who booked it. The capture is the outbound's transaction id; a return leg was paid by its outbound's.
INSERT INTO "reservation_payments" ("reservation_id", "method", "amount", "paid_on", "paypal_capture_id", "actor_id", "created_at")
SELECT "paid"."id", 'paypal', "paid"."amount",
	("paid"."at" AT TIME ZONE coalesce((SELECT "time_zone" FROM "configurations" WHERE "id" = 1), 'America/New_York'))::date,
	"paid"."capture_id", "paid"."actor_id", "paid"."at"
FROM (
	SELECT "leg"."id", "holder"."transaction_id" AS "capture_id",
		coalesce(
			("booked"."after" ->> 'amount')::numeric(12, 2),
			CASE WHEN jsonb_typeof("leg"."price_breakdown" -> 'totalBeforeAddons') = 'number'
				THEN ("leg"."price_breakdown" ->> 'totalBeforeAddons')::numeric(12, 2) END,
			CASE WHEN jsonb_typeof("leg"."price_breakdown" -> 'total') = 'number'
				THEN ("leg"."price_breakdown" ->> 'total')::numeric(12, 2) END,
			"leg"."amount"
		) AS "amount",
		coalesce("booked"."created_at", "leg"."created_at") AS "at",
		coalesce("booked"."actor_id", "leg"."created_by_id") AS "actor_id"
	FROM "reservations" "leg"
	JOIN "reservations" "holder" ON "holder"."id" = coalesce("leg"."child_of", "leg"."id")
	LEFT JOIN LATERAL (
		SELECT "a"."after", "a"."created_at", "a"."actor_id" FROM "audit_log" "a"
		WHERE "a"."entity" = 'reservation' AND "a"."entity_id" = "leg"."id"
			AND "a"."after" ->> 'paymentType' = 'paypal' AND jsonb_typeof("a"."after" -> 'amount') = 'number'
		ORDER BY "a"."id" LIMIT 1
	) "booked" ON true
	WHERE "leg"."payment_type" = 'paypal' AND "leg"."status" <> 'draft'
		AND "holder"."payment_type" = 'paypal' AND "holder"."transaction_id" IS NOT NULL
) "paid"
WHERE "paid"."amount" > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Paid less what was refunded of each of those legs (a refund is of the leg it was made on), never below 0.
UPDATE "reservations" "r" SET "paid_amount" = greatest(0, "p"."paid" - coalesce((
	SELECT sum("f"."amount") FROM "reservation_refunds" "f" WHERE "f"."reservation_id" = "r"."id"
), 0))
FROM (SELECT "reservation_id", sum("amount") AS "paid" FROM "reservation_payments" GROUP BY "reservation_id") "p"
WHERE "p"."reservation_id" = "r"."id";--> statement-breakpoint
-- The permission to record a payment (SPEC §6 gains reservations:record-payment). The catalogue sync adds it at
-- start-up too, but after the migrations: it is inserted here first so an installation's existing dispatcher role can
-- be given it, once (an administrator who later takes it away is not overruled at the next start). A new
-- installation has no roles yet: the sync creates the dispatcher role with it (SEEDED_ROLES).
INSERT INTO "permissions" ("name") VALUES ('reservations:record-payment') ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT "roles"."id", "permissions"."id" FROM "roles", "permissions"
WHERE lower("roles"."name") = 'dispatcher' AND "permissions"."name" = 'reservations:record-payment'
ON CONFLICT DO NOTHING;
