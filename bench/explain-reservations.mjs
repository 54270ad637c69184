/**
 * The plans of the reservations list's queries on a bench database (decision 042): each scenario runs through
 * the built app's own query and service functions, every SQL statement they send is recorded, then shown again
 * under `EXPLAIN (ANALYZE, BUFFERS)` with its time. After `npm run build` and a seeded database:
 *
 *   node bench/explain-reservations.mjs postgres://postgres@127.0.0.1:5432/livery_bench
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/api/dist/db/schema.js';
import { listReservations } from '../apps/api/dist/modules/reservations/reservations-list-service.js';
import { reservationListQuerySchema } from '@livery/domain';
import { RESERVATIONS } from './seed-reservations.mjs';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/livery_bench';
const dayIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const pool = new pg.Pool({ connectionString: url, max: 2 });
const recorded = [];
const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => recorded.push({ query, params }) } });
const deps = { db, timeZone: 'America/New_York' };

const staff = { id: 1, isAdmin: true, permissions: ['reservations:view'] };
const { rows: someCustomer } = await pool.query(
  `select customer_id as id from reservations where customer_id is not null and email like '%@mail.example'
   group by customer_id order by count(*) desc limit 1`,
);
const customer = { id: someCustomer[0].id, isAdmin: false, permissions: [] };

/** [name, viewer, query, cursor from a first read by offset?] */
const SCENARIOS = [
  ['first page (newest bookings)', staff, { limit: '25' }],
  ['first page by pickup', staff, { limit: '25', sort: '-pickUpAt' }],
  [
    'page at 90% by pickup (cursor)',
    staff,
    { limit: '25', sort: '-pickUpAt', offset: String(RESERVATIONS * 0.9) },
    true,
  ],
  [
    'status + pickup week',
    staff,
    { limit: '25', status: 'created,assigned', from: dayIn(0), to: dayIn(7), sort: 'pickUpAt' },
  ],
  ['one status, newest first', staff, { limit: '25', status: 'unpaid' }],
  ['created-at month (admin)', staff, { limit: '25', dateField: 'createdAt', from: dayIn(-60), to: dayIn(-30) }],
  ['e-mail fragment', staff, { limit: '25', search: 'guest-4242' }],
  ['by number', staff, { limit: '25', search: `A${Math.floor(RESERVATIONS / 2)}` }],
  ['a customer’s own trips', customer, { limit: '25' }],
  // Issue 22 (decision 054): the dispatcher's default view, phones whatever their punctuation, addresses.
  ['upcoming: from today, by pickup (the default view)', staff, { limit: '25', from: dayIn(0), sort: 'pickUpAt' }],
  ['phone, digits only', staff, { limit: '25', search: '9170424242' }],
  ['phone, punctuated', staff, { limit: '25', search: '+1 (917) 042-4242' }],
  ['hotel fragment', staff, { limit: '25', search: 'Hotel 42' }],
  ['street fragment', staff, { limit: '25', search: '768 5th' }],
  // Issue 38 (decision 080): what is owed, from the payments — the staff home's link, and the API's default order.
  ['balance due, by pickup (the home’s link)', staff, { limit: '25', balanceDue: 'true', sort: 'pickUpAt' }],
  ['balance due, newest bookings first', staff, { limit: '25', balanceDue: 'true' }],
  ['balance due, from today by pickup', staff, { limit: '25', balanceDue: 'true', from: dayIn(0), sort: 'pickUpAt' }],
];

for (const [name, viewer, raw, byCursor] of SCENARIOS) {
  let query = reservationListQuerySchema.parse(raw);
  if (byCursor) {
    const first = await listReservations(deps, viewer, query);
    query = reservationListQuerySchema.parse({ ...raw, offset: undefined, after: first.pageCursors.after });
  }
  recorded.length = 0;
  const started = performance.now();
  const page = await listReservations(deps, viewer, query);
  const took = performance.now() - started;
  console.log(
    `\n## ${name}: ${page.dataItems.length} rows, count ${page.count}${page.countIsEstimate ? ' (estimate)' : ''}, ` +
      `${recorded.length} statements, ${took.toFixed(1)} ms in all`,
  );
  for (const { query: text, params } of [...recorded]) {
    if (text.startsWith('explain')) continue;
    const { rows } = await pool.query(`explain (analyze, buffers, costs off) ${text}`, params);
    console.log(`\n${text.replace(/\s+/g, ' ').slice(0, 160)}…`);
    console.log(rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
  }
}
await pool.end();
