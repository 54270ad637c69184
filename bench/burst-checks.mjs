/**
 * What the burst (`burst.mjs`) left behind, read with SQL and from PayPal's stand-in: every acknowledged booking
 * exactly once, every answer under one Idempotency-Key naming the same reservation, no order captured twice nor
 * captured without a booking, and every reservation written whole (what `book()` writes in its one transaction).
 */
import pg from 'pg';

/** Each leg of the burst's bookings (their e-mails are `burst-<run>-<i>@example.com`) with what hangs off it. */
const LEGS = `
  select r.id, r.email, r.status, r.payment_type, r.transaction_id, r.child_of, r.parent_of,
    r.amount > 0 as charged,
    r.paid_amount = r.amount as fully_paid,
    r.paid_amount = 0 as nothing_paid,
    (r.price_breakdown is not null
      and (r.price_breakdown->>'total')::numeric = r.amount
      and jsonb_array_length(coalesce(r.price_breakdown->'lines', '[]'::jsonb)) > 0
      and (select sum((l->>'amount')::numeric) from jsonb_array_elements(r.price_breakdown->'lines') l) = r.amount
    ) as priced,
    (select count(*)::int from reservation_cars c where c.reservation_id = r.id) as car_lines,
    (select coalesce(sum(c.count), 0)::int from reservation_cars c where c.reservation_id = r.id) as cars,
    (select count(*)::int from reservation_slots d where d.reservation_id = r.id) as slots,
    (select count(*)::int from reservation_status_changes s where s.reservation_id = r.id) as history,
    (select count(*)::int from reservation_status_changes s
      where s.reservation_id = r.id and s.to_status = r.status and s.from_status is null) as first_status,
    (select count(*)::int from audit_log a
      where a.entity = 'reservation' and a.entity_id = r.id and a.action = 'create') as audits,
    (select count(*)::int from reservation_payments p where p.reservation_id = r.id) as payments,
    (select count(*)::int from reservation_payments p where p.reservation_id = r.id and p.method = 'paypal'
      and p.amount = r.amount and p.paypal_capture_id is not distinct from
        coalesce(r.transaction_id, (select o.transaction_id from reservations o where o.id = r.child_of))
    ) as capture_payments,
    (select count(*)::int from mail_outbox m where m."to" = r.email) as mails
  from reservations r where r.email like $1 order by r.id`;

/** Why one leg is not what a whole booking writes; [] when it is. */
function legFaults(leg, booking) {
  const faults = [];
  if (!leg.priced) faults.push('price breakdown missing or not its amount');
  if (leg.car_lines < 1) faults.push('no cars');
  if (leg.slots !== leg.cars) faults.push(`${leg.slots} driver slots for ${leg.cars} cars`);
  if (leg.history !== 1 || leg.first_status !== 1) faults.push(`${leg.history} status rows`);
  if (leg.audits !== 1) faults.push(`${leg.audits} audit rows`);
  if (leg.mails < 1) faults.push('no confirmation e-mail');
  const outbound = leg.child_of === null;
  if (booking.paid) {
    if (leg.status !== 'created' || leg.payment_type !== 'paypal') faults.push(`paid but ${leg.status}`);
    if (outbound !== (leg.transaction_id !== null)) faults.push('capture id on the wrong leg');
    const expected = leg.charged ? 1 : 0;
    if (leg.payments !== expected || leg.capture_payments !== expected) faults.push('payment row missing or wrong');
    if (leg.charged && !leg.fully_paid) faults.push('paid amount is not the amount');
  } else {
    if (leg.status !== 'unpaid' || leg.payment_type !== 'unpaid') faults.push(`unpaid but ${leg.status}`);
    if (leg.transaction_id !== null || leg.payments !== 0 || !leg.nothing_paid)
      faults.push('payment on an unpaid trip');
  }
  return faults;
}

/** A booking's legs checked together: the outbound, and its linked return exactly when it is a round trip. */
function bookingFaults(booking, legs, stored) {
  const [outbound, ...others] = legs.filter((l) => l.child_of === null);
  if (!outbound) return legs.length ? ['a return leg without its outbound'] : [];
  if (others.length) return []; // duplicates, counted on their own
  const returns = legs.filter((l) => l.child_of !== null);
  const faults = legs.flatMap((leg) => legFaults(leg, booking).map((f) => `reservation ${leg.id}: ${f}`));
  if (booking.roundTrip) {
    const [back] = returns;
    if (returns.length !== 1 || outbound.parent_of !== back.id || back.child_of !== outbound.id)
      faults.push(`reservation ${outbound.id}: round trip not linked both ways`);
  } else if (returns.length || outbound.parent_of !== null)
    faults.push(`reservation ${outbound.id}: a return leg on a one-way trip`);
  if (stored && stored.id !== outbound.id)
    faults.push(`reservation ${outbound.id}: the stored answer names ${stored.id}`);
  if (!stored) faults.push(`reservation ${outbound.id}: no stored answer under its Idempotency-Key`);
  return faults;
}

/**
 * `bookings`: the prepared bookings with `key`, `acknowledged` and `answeredIds` (the reservation ids their 2xx
 * answers named). Returns the counts and the checks, each `{ name, ok, detail }`.
 */
export async function checkBurst({ pgUrl, runId, bookings, paypal, killedAt }) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  let legs;
  let stored;
  let retriedStored = 0;
  try {
    legs = (await client.query(LEGS, [`burst-${runId}-%@example.com`])).rows;
    stored = (
      await client.query(
        `select key, status_code, (response->'data'->'reservation'->>'id')::int as id
           from idempotency_keys where key = any($1)`,
        [bookings.map((b) => b.key)],
      )
    ).rows;
    // Bookings sent once whose request died with the process, stored by a transaction that began before the kill: the
    // killed process committed them and its answer was lost; the survivor answered the retry from the stored answer.
    const retried = bookings.filter((b) => b.retriedAlone && b.acknowledged).map((b) => [...b.answeredIds][0]);
    if (killedAt && retried.length)
      retriedStored = (
        await client.query(`select count(*)::int as n from reservations where id = any($1) and created_at < $2`, [
          retried,
          killedAt,
        ])
      ).rows[0].n;
  } finally {
    await client.end();
  }
  const storedByKey = new Map(stored.filter((s) => s.status_code === 201).map((s) => [s.key, s]));
  const legsByEmail = new Map();
  for (const leg of legs) legsByEmail.set(leg.email, [...(legsByEmail.get(leg.email) ?? []), leg]);

  let duplicates = 0;
  let lost = 0;
  let replayMismatches = 0;
  const halfWritten = [];
  for (const booking of bookings) {
    const own = legsByEmail.get(booking.email) ?? [];
    const outbounds = own.filter((l) => l.child_of === null);
    duplicates += Math.max(0, outbounds.length - 1);
    if (booking.answeredIds.size > 1) replayMismatches += 1;
    const [answered] = booking.answeredIds;
    if (booking.acknowledged && (outbounds.length === 0 || !outbounds.some((l) => l.id === answered))) lost += 1;
    const faults = bookingFaults(booking, own, storedByKey.get(booking.key));
    if (faults.length) halfWritten.push(`booking ${booking.index}: ${faults.join('; ')}`);
  }

  // PayPal: one capture per order at the stand-in, each held by exactly one booking, none taken without a booking.
  const heldCaptures = new Map();
  for (const leg of legs)
    if (leg.transaction_id) heldCaptures.set(leg.transaction_id, (heldCaptures.get(leg.transaction_id) ?? 0) + 1);
  const orders = bookings.filter((b) => b.orderId).map((b) => paypal.order(b.orderId));
  const captured = orders.filter((o) => o?.status === 'COMPLETED');
  const captureIds = captured.flatMap((o) => o.captures.map((c) => c.id));
  const doubleCaptures =
    paypal.stats.captures -
    captured.length +
    captured.filter((o) => o.captures.length > 1).length +
    [...heldCaptures.values()].filter((n) => n > 1).length;
  const capturedNotBooked = captureIds.filter((id) => !heldCaptures.has(id)).length;
  const bookedNotCaptured = [...heldCaptures.keys()].filter((id) => !captureIds.includes(id)).length;

  const acknowledged = bookings.filter((b) => b.acknowledged).length;
  const checks = [
    {
      name: 'every booking acknowledged (after retries)',
      ok: acknowledged === bookings.length,
      detail: `${acknowledged} of ${bookings.length}`,
    },
    { name: 'every acknowledged booking stored', ok: lost === 0, detail: `${lost} missing` },
    { name: 'no booking stored twice', ok: duplicates === 0, detail: `${duplicates} duplicate reservations` },
    {
      name: 'every answer under one key names one reservation',
      ok: replayMismatches === 0,
      detail: `${replayMismatches} keys answered with different reservations`,
    },
    {
      name: 'no PayPal order captured twice',
      ok: doubleCaptures === 0,
      detail: `${paypal.stats.captures} captures at the stand-in for ${captured.length} orders; ${doubleCaptures} extra`,
    },
    {
      name: 'every capture held by a booking, every paid booking by a capture',
      ok: capturedNotBooked === 0 && bookedNotCaptured === 0,
      detail: `${capturedNotBooked} captured without a booking, ${bookedNotCaptured} booked without a capture`,
    },
    {
      name: 'nothing half-written',
      ok: halfWritten.length === 0,
      detail: halfWritten.length ? halfWritten.slice(0, 5).join(' | ') : `${legs.length} legs whole`,
    },
  ];
  return {
    acknowledged,
    duplicates,
    lost,
    replayMismatches,
    doubleCaptures,
    capturedNotBooked,
    bookedNotCaptured,
    halfWritten: halfWritten.length,
    halfWrittenDetail: halfWritten,
    legs: legs.length,
    retriedStored,
    captures: paypal.stats.captures,
    captureRequests: paypal.stats.captureRequests,
    overlappingCaptures: paypal.stats.overlappingCaptures,
    checks,
  };
}
