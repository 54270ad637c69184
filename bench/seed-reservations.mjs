/**
 * 1,000,000 reservations for the bench (issue 12, decision 042), made inside the database with generate_series
 * after the users and affiliates: a realistic mix rather than a uniform one.
 *
 * - Pickups over two years, 21 months back to 3 months ahead, in the order they were booked (1 to 40 days before).
 * - Statuses by date: past trips completed (83 %), cancelled (11 %) or duplicate; future ones created, viewed,
 *   assigned, unpaid or cancelled; 2 % drafts anywhere, half of them without a pickup yet, some without a name.
 * - Every tenth trip is a round trip: two legs linked both ways (parent_of / child_of), the return 1–5 days later.
 * - 90 % booked for a customer account (names, e-mails and phones repeat per customer), 55 % of them by a
 *   dispatcher; 12 % through an affiliate; 60 % paid by PayPal with a transaction id, hotels on 20 %.
 * - One car a trip, two on one in seven; a driver on each car of an assigned or completed trip.
 *
 * The reservation tables' indexes are dropped for the load and made again after it (as their definitions were):
 * a bulk build of the trigram indexes takes seconds, a million row-by-row GIN inserts without pending list long
 * minutes.
 */
export const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 1_000_000);

const TABLES = ['reservations', 'reservation_cars', 'reservation_slots'];

const roleMembers = (role) =>
  `select id, row_number() over (order by id) as rn from users
   where role_ids @> array[(select id from roles where lower(name) = '${role}')]`;

const INSERT_RESERVATIONS = `
with customers as (${roleMembers('customer')}),
     dispatchers as (${roleMembers('dispatcher')}),
     counts as (select (select count(*) from customers) as customers, (select count(*) from dispatchers) as dispatchers,
                       (select min(id) from affiliates) as affiliate_low, (select count(*) from affiliates) as affiliates,
                       (select coalesce(max(id), 0) from reservations) as base),
     legs as (
       select g, base + g as id,
              (g::bigint * 2654435761) % 1000 as h,
              g % 10 as pair,
              1 + (g::bigint * 7919) % customers as customer_rn,
              1 + (g::bigint * 104729) % dispatchers as dispatcher_rn,
              now() - interval '640 days' + (g::float8 / ${RESERVATIONS}) * interval '730 days'
                + ((g * 37) % 600) * interval '1 minute'
                + case when g % 10 = 2 then (1 + g % 5) * interval '1 day' else interval '0' end as pick_up_at,
              (85 + ((g::bigint * 7) % 40000) / 100.0)::numeric(12, 2) as amount,
              counts.*
       from generate_series(1, ${RESERVATIONS}) g, counts
     ),
     shaped as (
       select legs.*,
              case when h < 20 then 'draft'
                   when pick_up_at < now() then case when h < 850 then 'completed' when h < 960 then 'cancelled' else 'duplicate' end
                   else case when h < 300 then 'created' when h < 400 then 'viewed' when h < 700 then 'assigned'
                             when h < 900 then 'unpaid' else 'cancelled' end
              end as status,
              (g::bigint * 97) % 100 < 90 as has_customer
       from legs
     )
insert into reservations (id, status, trip_type, customer_id, name, email, phone_number, affiliate_id, hotel_name,
  is_bags_checked, pick_up_at, pick_up_location, drop_off_location, passengers, miles, miles_source, parent_of, child_of,
  payment_type, paypal_customer_id, transaction_id, amount, price_breakdown, draft_state, created_by_id, created_at, updated_at)
select s.id, s.status,
       case when s.pair = 2 then 'to-airport' else 'from-airport' end,
       case when s.has_customer then c.id end,
       case when s.status = 'draft' and s.h < 5 then null else
         (array['Ava','Ben','Chloe','Dan','Ella','Finn','Grace','Hugo','Isla','Jack','Kate','Liam'])[1 + s.customer_rn % 12]
         || ' ' || (array['Smith','Jones','Brown','Taylor','Wilson','Evans','Thomas','Roberts','Walker','Wright'])[1 + (s.customer_rn / 12) % 10]
         || ' ' || (s.customer_rn % 100000) end,
       case when s.status = 'draft' and s.h < 5 then null else 'guest-' || (s.customer_rn % 300000) || '@mail.example' end,
       '+1 917 ' || lpad((s.customer_rn % 10000000)::text, 7, '0'),
       case when (s.g::bigint * 131) % 100 < 12 then s.affiliate_low + (s.g::bigint * 7907) % s.affiliates end,
       case when s.g % 5 = 0 then 'Hotel ' || (s.g % 500) end,
       s.g % 3 = 0,
       case when s.status = 'draft' and s.h < 10 then null else s.pick_up_at end,
       case when s.pair = 2 then (array['20 W 34th St','768 5th Ave','1 Wall St','350 Fifth Ave'])[1 + s.g % 4]
            else (array['JFK Terminal 4','LGA Terminal B','EWR Terminal C','JFK Terminal 8'])[1 + s.g % 4] end,
       case when s.pair = 2 then (array['JFK Terminal 4','LGA Terminal B','EWR Terminal C','JFK Terminal 8'])[1 + s.g % 4]
            else (array['20 W 34th St','768 5th Ave','1 Wall St','350 Fifth Ave'])[1 + s.g % 4] end,
       1 + s.g % 6, 5 + s.g % 60, 'great-circle',
       case when s.pair = 1 and s.g < ${RESERVATIONS} then s.id + 1 end,
       case when s.pair = 2 then s.id - 1 end,
       case when s.status = 'draft' then null when s.status = 'unpaid' or (s.g::bigint * 40503) % 100 >= 60 then 'unpaid' else 'paypal' end,
       case when s.status <> 'draft' and s.status <> 'unpaid' and (s.g::bigint * 40503) % 100 < 60 then 'PAYER' || s.customer_rn end,
       case when s.status <> 'draft' and s.status <> 'unpaid' and (s.g::bigint * 40503) % 100 < 60 then 'BENCH-CAPTURE-' || s.g end,
       case when s.status <> 'draft' then s.amount end,
       case when s.status <> 'draft' then jsonb_build_object('total', s.amount, 'lines', jsonb_build_array(
         jsonb_build_object('kind', 'car', 'label', 'Sedan × 1', 'amount', s.amount,
                            'explanation', (5 + s.g % 60) || ' mi × $3.25 + $25.00, above the minimum'))) end,
       case when s.status = 'draft' then jsonb_build_object('step', 2) end,
       case when s.has_customer and (s.g::bigint * 31) % 100 < 45 then c.id else d.id end,
       least(now(), coalesce(s.pick_up_at, now()) - (1 + s.g % 40) * interval '1 day' + (s.g % 1440) * interval '1 minute'),
       least(now(), coalesce(s.pick_up_at, now()) - (1 + s.g % 40) * interval '1 day' + (s.g % 1440) * interval '1 minute')
from shaped s
join customers c on c.rn = s.customer_rn
join dispatchers d on d.rn = s.dispatcher_rn`;

const INSERT_CARS = `
insert into reservation_cars (reservation_id, car_name, count, line_amount, position)
select r.id, car.name, 1, round(r.amount / (case when r.id % 7 = 0 then 2 else 1 end), 2), car.position
from reservations r
cross join lateral (values ('Sedan', 0), ('SUV', 1)) as car(name, position)
where r.status <> 'draft' and (car.position = 0 or r.id % 7 = 0)
  and r.email like '%@mail.example'`;

const INSERT_DRIVERS = `
with drivers as (${roleMembers('driver')}),
     counts as (select count(*) as n from drivers)
insert into reservation_slots (reservation_id, reservation_car_id, slot, driver_id, driver_share)
select rc.reservation_id, rc.id, 1,
       case when r.status in ('assigned', 'completed') then d.id end,
       round(rc.line_amount * 0.7, 2)
from reservation_cars rc
join reservations r on r.id = rc.reservation_id
cross join counts
join drivers d on d.rn = 1 + (rc.id::bigint * 613) % counts.n
where r.email like '%@mail.example'`;

/** The tables' own indexes but their primary keys, as `CREATE INDEX` statements to make them again. */
async function secondaryIndexes(query) {
  return query(`select indexname, indexdef from pg_indexes
    where tablename in (${TABLES.map((t) => `'${t}'`).join(', ')})
      and indexname not in (select conname from pg_constraint where contype = 'p')`);
}

export async function reservationsSeeded(query) {
  const rows = await query(`select count(*)::int as n from reservations where email like '%@mail.example'`);
  return rows[0].n >= RESERVATIONS * 0.95;
}

/** Adds the reservations; `log` reports each step's time. */
export async function seedReservations(query, log) {
  const step = async (label, text) => {
    const started = Date.now();
    await query(text);
    log(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  const indexes = await secondaryIndexes(query);
  for (const { indexname } of indexes) await query(`drop index "${indexname}"`);
  // No live-update notification per row (migration 0016): a million in one transaction would queue for nobody. No
  // airport count per row either (migration 0020): the bench's trips name no place, so there is nothing to count.
  const rowTriggers = ['reservations_notify_change', 'reservations_count_airport_trips'];
  for (const trigger of rowTriggers) await query(`alter table reservations disable trigger ${trigger}`);
  try {
    await step(`${RESERVATIONS.toLocaleString('en-US')} reservations`, INSERT_RESERVATIONS);
  } finally {
    for (const trigger of rowTriggers) await query(`alter table reservations enable trigger ${trigger}`);
  }
  await query(`select setval(pg_get_serial_sequence('reservations', 'id'), (select max(id) from reservations))`);
  await step('their cars', INSERT_CARS);
  await step('a driver slot a car', INSERT_DRIVERS);
  for (const { indexname, indexdef } of indexes) await step(`index ${indexname}`, indexdef);
  await step('vacuum analyze', `vacuum analyze ${TABLES.join(', ')}`);
}
