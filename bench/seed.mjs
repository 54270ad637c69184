/**
 * Fills a bench database: the app's migrations and demo data (by starting the built server once), then
 * 1,000,000 users in realistic roles (97 % customers, 2 % drivers, 1 % dispatchers) and 100,000 rows in each
 * catalogue table and in affiliates, made inside the database with generate_series (one statement a table),
 * and 1,000,000 reservations (`seed-reservations.mjs`).
 *
 *   node bench/seed.mjs postgres postgres://postgres@127.0.0.1:5432/livery_bench
 *   node bench/seed.mjs pglite /tmp/livery-bench
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import path from 'node:path';
import pg from 'pg';
import { reservationsSeeded, seedReservations } from './seed-reservations.mjs';
import { startServer } from './server.mjs';

export const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
export const CATALOGUE_ROWS = Number(process.env.BENCH_CATALOGUE_ROWS ?? 100_000);

const STATEMENTS = [
  // People: first and last names from short lists, unique e-mails, a phone, one creation second each, and a
  // role (97 % customers, 2 % drivers, 1 % dispatchers) in role_ids at once, as the trigger would keep it.
  `insert into users (first_name, last_name, email, phone_number, phone_type, created_at, updated_at, role_ids)
   select (array['Ava','Ben','Chloe','Dan','Ella','Finn','Grace','Hugo','Isla','Jack','Kate','Liam'])[1 + g % 12],
          (array['Smith','Jones','Brown','Taylor','Wilson','Evans','Thomas','Roberts','Walker','Wright'])[1 + (g / 12) % 10] || ' ' || g,
          'person-' || g || '@bench.livery.test',
          '+1 212 ' || lpad((g % 10000000)::text, 7, '0'),
          'T-Mobile',
          now() - make_interval(secs => g), now(),
          array[(select id from roles where lower(name) =
            case when g % 100 < 97 then 'customer' when g % 100 < 99 then 'driver' else 'dispatcher' end)]
   from generate_series(1, ${USERS}) g`,
  // The links in one statement: the per-row trigger that keeps users.role_ids is off meanwhile.
  'alter table user_roles disable trigger user_roles_sync_role_ids',
  `insert into user_roles (user_id, role_id)
   select id, role_ids[1] from users where email like 'person-%@bench.livery.test'`,
  'alter table user_roles enable trigger user_roles_sync_role_ids',
  `insert into cars (name, to_add, to_multiply, minimum_rate, quantity, max_bags, max_passenger, is_active, created_at)
   select 'Class ' || g, (g % 40) + 10, 2.5 + (g % 7), 50 + (g % 90), 1 + g % 12, 2 + g % 6, 3 + g % 11, g % 5 <> 0,
          now() - make_interval(secs => g)
   from generate_series(1, ${CATALOGUE_ROWS}) g`,
  `insert into surges (name, "from", "to", percentage, amount, description, is_active, created_at)
   select 'Surge ' || g, current_date + (g % 300), current_date + (g % 300) + 1 + g % 5,
          case when g % 2 = 0 then 5 + g % 20 end, case when g % 2 = 1 then 10 + g % 30 end,
          'Demand around event ' || (g % 997), g % 4 <> 0, now() - make_interval(secs => g)
   from generate_series(1, ${CATALOGUE_ROWS}) g`,
  `insert into addons (name, percentage, amount, is_active, created_at)
   select 'Extra ' || g, case when g % 3 = 0 then 1 + g % 15 end, case when g % 3 <> 0 then 2 + g % 40 end,
          g % 6 <> 0, now() - make_interval(secs => g)
   from generate_series(1, ${CATALOGUE_ROWS}) g`,
  // Round-trip codes are inactive: at most one may be active (a unique partial index).
  `insert into discount_codes (code, type, "from", "to", percentage, amount, is_active, created_at)
   select 'CODE' || g, case when g % 2 = 0 then 'general' else 'round trip' end, current_date - 30 + g % 60,
          current_date + 30 + g % 60, case when g % 2 = 0 then 5 + g % 25 end, case when g % 2 = 1 then 5 + g % 50 end,
          g % 2 = 0 and g % 3 <> 0, now() - make_interval(secs => g)
   from generate_series(1, ${CATALOGUE_ROWS}) g`,
  `insert into affiliates (name, created_at)
   select 'Partner ' || g, now() - make_interval(secs => g) from generate_series(1, ${CATALOGUE_ROWS}) g`,
  // As autovacuum would in time: statistics for the planner, the visibility map for index-only scans.
  'vacuum analyze',
];

async function alreadySeeded(query) {
  const rows = await query(`select count(*)::int as n from users where email like 'person-%@bench.livery.test'`);
  return rows[0].n >= USERS;
}

export async function seed(kind, target) {
  // The built server migrates and seeds the demo data on its first start.
  const server = await startServer(kind, target);
  await server.stop();

  let query;
  let close;
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    query = async (text) => (await client.query(text)).rows;
    close = () => client.end();
  } else {
    const db = await PGlite.create(path.join(target, 'pglite'), { extensions: { pg_trgm } });
    query = async (text) => (await db.query(text)).rows;
    close = () => db.close();
  }
  try {
    if (await alreadySeeded(query)) {
      console.log(`${kind}: users and catalogue already seeded`);
    } else {
      for (const statement of STATEMENTS) {
        const started = Date.now();
        await query(statement);
        console.log(
          `${kind}: ${statement.trim().split('\n')[0].slice(0, 60)}… ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      }
    }
    // After the people and affiliates it names; a database seeded before issue 12 gets them now.
    if (await reservationsSeeded(query)) console.log(`${kind}: reservations already seeded`);
    else await seedReservations(query, (line) => console.log(`${kind}: ${line}`));
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [kind, target] = process.argv.slice(2);
  if (!['postgres', 'pglite'].includes(kind) || !target) {
    console.error('usage: node bench/seed.mjs postgres <url> | pglite <data dir>');
    process.exit(2);
  }
  const started = Date.now();
  await seed(kind, target);
  console.log(`${kind}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
