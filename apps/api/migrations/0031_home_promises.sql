-- Issue 38 (decision 083): the home page's first texts promised what a new installation does not offer — "all major
-- credit cards", "point-to-point rides", "hourly service" — while a visitor books online only from or to an airport,
-- and pays with PayPal. The defaults now promise only that (configuration-defaults.ts). An installation whose texts
-- are still the first ones, word for word, gets the new ones; a text the office has written is left as it is.
UPDATE "configurations" SET
  "home" = "home"
    || CASE WHEN "home"->>'welcome' = 'Welcome to Livery. Chauffeured sedans, SUVs and vans to and from JFK, LaGuardia and Newark, and anywhere in the New York area — booked in a minute, priced before you book.'
      THEN jsonb_build_object('welcome', 'Welcome to Livery. Chauffeured rides to and from JFK, LaGuardia and Newark — priced before you book, booked online in a minute.')
      ELSE '{}'::jsonb END
    || CASE WHEN "home"->>'services' = 'Airport transfers with flight tracking, point-to-point rides, hourly service for meetings and events, and group transport in vans and Sprinters.'
      THEN jsonb_build_object('services', 'Airport transfers to and from JFK, LaGuardia and Newark: choose the car, see the price and book online in a minute. For any other ride, call us and the office books it for you.')
      ELSE '{}'::jsonb END
    || CASE WHEN "home"->>'coreValues' = 'On time, every time. Licensed and insured chauffeurs. A clear price, with nothing added later.'
      THEN jsonb_build_object('coreValues', 'On time, every time. Licensed and insured chauffeurs. A clear price, shown before you book.')
      ELSE '{}'::jsonb END
    || CASE WHEN "home"->>'payment' = 'We accept all major credit cards and PayPal. Corporate accounts can be invoiced monthly.'
      THEN jsonb_build_object('payment', 'Pay online with PayPal when you book. For a ride booked by phone, the office tells you how to pay.')
      ELSE '{}'::jsonb END
    || jsonb_build_object('faq', coalesce((
      SELECT jsonb_agg(CASE
        WHEN "item"->>'answer' = 'Yes. Call us or change it online; changes less than 6 hours before pickup need a call to the office.'
          THEN jsonb_set("item", '{answer}', to_jsonb('Yes. Change a trip online up to 6 hours before pickup, and cancel it online up to ' || "cancel_cutoff_hours" || ' hours before; after that, call the office.'))
        WHEN "item"->>'answer' = 'Yes, on request and at no charge. Tell us the child’s age in the comments when you book.'
          THEN jsonb_set("item", '{answer}', to_jsonb('Yes, on request. Tell us the child’s age in the comments when you book.'::text))
        ELSE "item" END ORDER BY "position")
      FROM jsonb_array_elements("home"->'faq') WITH ORDINALITY AS "faq"("item", "position")
    ), '[]'::jsonb)),
  "version" = "version" + 1,
  "updated_at" = now()
WHERE "home"->>'welcome' = 'Welcome to Livery. Chauffeured sedans, SUVs and vans to and from JFK, LaGuardia and Newark, and anywhere in the New York area — booked in a minute, priced before you book.'
  OR "home"->>'services' = 'Airport transfers with flight tracking, point-to-point rides, hourly service for meetings and events, and group transport in vans and Sprinters.'
  OR "home"->>'coreValues' = 'On time, every time. Licensed and insured chauffeurs. A clear price, with nothing added later.'
  OR "home"->>'payment' = 'We accept all major credit cards and PayPal. Corporate accounts can be invoiced monthly.'
  OR "home"->'faq' @> '[{"answer": "Yes. Call us or change it online; changes less than 6 hours before pickup need a call to the office."}]'
  OR "home"->'faq' @> '[{"answer": "Yes, on request and at no charge. Tell us the child’s age in the comments when you book."}]';
