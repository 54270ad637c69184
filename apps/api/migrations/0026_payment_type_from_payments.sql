-- Issue 38: a trip paid after its booking (cash or a check recorded by the office, PayPal from the trip's page) kept
-- the payment type "unpaid". From now on each payment sets it (payment-rules.ts, paymentTypeAfter): the method that
-- paid the trip, or "mixed" once a second method has. The trips paid so far get it from their payments, by the same
-- rule; a type that is none of the methods (an installation's own word) is left as it is.
UPDATE "reservations" AS r SET "payment_type" = p."type"
FROM (
  SELECT "reservation_id", CASE WHEN count(DISTINCT "method") = 1 THEN min("method") ELSE 'mixed' END AS "type",
    array_agg(DISTINCT "method") AS "methods"
  FROM "reservation_payments"
  GROUP BY "reservation_id"
) AS p
WHERE p."reservation_id" = r."id"
  AND (r."payment_type" IS NULL OR r."payment_type" = 'unpaid' OR r."payment_type" = ANY (p."methods"))
  AND r."payment_type" IS DISTINCT FROM p."type";
