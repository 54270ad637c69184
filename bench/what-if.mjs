/**
 * `npm run bench:what-if` (issue 39, decision 093): the what-if before a rate change over 100,000 and 1,000,000
 * booked legs, on PGlite and on PostgreSQL, through the production build's `POST /rate-cards/{id}/what-if`. Prints
 * the seconds to the result line (the client's clock) and the server's own, and how often progress came. The aim:
 * 100,000 legs in under 2 s, 1,000,000 in under 20 s.
 *
 * Each engine gets a scratch database of its own (a temporary PGlite directory; the PostgreSQL database
 * `livery_bench_what_if`, made and dropped), filled inside the database with generate_series: 100,000 legs picked up
 * in January 2030 and 900,000 more over February–December, a mix of transfers priced before rate cards (a Sedan or
 * an SUV by their miles) and hourly legs (decision 092's `service`), a fifth with a 20 % gratuity, a seventh with a
 * $5.00 code, every tenth a round trip's leg.
 *
 *   npm run bench:what-if                        # both engines
 *   npm run bench:what-if -- --only pglite       # or postgres;  --legs 100000 (the small run only)  --keep
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    legs: { type: 'string', default: '1000000' },
    port: { type: 'string', default: '4613' },
    keep: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/livery_bench_what_if' },
  },
});
const LEGS = Number(args.legs);
const FIRST_MONTH = Math.min(100_000, LEGS);
const TIME_ZONE = 'America/New_York';

/** The sample card of docs/pricing.md with the Sedan and the SUV 10 % up: what a rate change would try. */
const DRAFT = {
  name: 'What-if bench',
  services: ['transfer', 'hourly'],
  classes: [
    {
      carId: 1,
      name: 'Sedan',
      transfer: { toMultiply: 3.3, toAdd: 11, minimumRate: 55 },
      hourly: {
        perHour: 104.5,
        minimumHours: 3,
        incrementMinutes: 15,
        garageMinutesBefore: 30,
        garageMinutesAfter: 30,
        billGarage: false,
      },
      wait: { perMinute: 1 },
    },
    {
      carId: 2,
      name: 'SUV',
      transfer: { toMultiply: 4.68, toAdd: 16.5, minimumRate: 99 },
      hourly: {
        perHour: 137.5,
        minimumHours: 4,
        incrementMinutes: 30,
        garageMinutesBefore: 30,
        garageMinutesAfter: 30,
        billGarage: true,
      },
      wait: { perMinute: 1.5 },
    },
  ],
  zones: [],
  flatRates: [],
  waitGrace: { local: 15, 'domestic-airport': 30, 'international-airport': 60 },
  fees: { fuelSurcharge: 0, serviceCharge: 0 },
  gratuityBase: 'base',
  configuration: {
    meetAndGreet: { amount: 25, percentage: 0 },
    maxMilesSurge: { maxMiles: 100, amount: 25 },
    extraStopCharges: { amount: 10 },
  },
};

/** `count` legs from `first`, picked up over `days` days from `start` (whole seconds: the keyset compares them). */
const insertLegs = (first, count, start, days) => `
with g as (select g from generate_series(${first}, ${first + count - 1}) g),
     legs as (
       select g,
              timestamptz '${start}' + ((g::bigint * 7919) % (${days} * 86400)) * interval '1 second' as pick_up_at,
              g % 10 < 2 as hourly,
              case when g % 10 = 2 then 2 else 1 end as car_id,
              (50 + (g % 400))::numeric(12, 2) as amount,
              round((3 + (g % 450) / 10.0)::numeric, 1) as miles,
              g % 5 = 0 as tipped,
              g % 7 = 0 as coded
       from g
     )
insert into reservations (status, trip_type, name, pick_up_at, amount, parent_of, price_breakdown)
select case when g % 3 = 0 then 'assigned' else 'completed' end, 'point-to-point', null, pick_up_at, amount,
       case when g % 10 = 9 then 1 end,
       jsonb_build_object(
         'leg', 'outbound',
         'pickUpAt', to_char(pick_up_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'date', to_char(pick_up_at at time zone '${TIME_ZONE}', 'YYYY-MM-DD'),
         'miles', case when hourly then 0 else miles end,
         'milesSource', 'osrm', 'milesPrecision', 'street', 'stops', g % 9 / 8,
         'cars', jsonb_build_array(jsonb_build_object('carId', car_id, 'name', case car_id when 1 then 'Sedan' else 'SUV' end,
                                   'cars', 1, 'toMultiply', 3, 'toAdd', 10, 'minimumRate', 50)),
         'discountCode', case when coded then jsonb_build_object('code', 'SAVE5', 'type', 'general', 'applies', true, 'reason', null) end,
         'surges', '[]'::jsonb,
         'configuration', jsonb_build_object('meetAndGreet', jsonb_build_object('amount', 25, 'percentage', 0, 'charged', g % 11 = 0),
                                             'maxMilesSurge', jsonb_build_object('maxMiles', 100, 'amount', 25),
                                             'extraStopCharges', jsonb_build_object('amount', 10)),
         'service', case when hourly then jsonb_build_object('type', 'hourly', 'minutes', 60 + g % 300) end,
         'pickupKind', case when hourly then 'local' end,
         'lines', jsonb_build_array(jsonb_build_object('kind', 'car', 'label', 'Sedan', 'amount', amount, 'explanation', 'bench'))
                  || case when coded then jsonb_build_array(jsonb_build_object('kind', 'discount', 'label', 'Code SAVE5', 'amount', -5, 'explanation', 'bench')) else '[]'::jsonb end
                  || case when tipped then jsonb_build_array(jsonb_build_object('kind', 'gratuity', 'label', 'Gratuity 20%', 'amount', round(amount * 0.2, 2), 'explanation', 'bench')) else '[]'::jsonb end,
         'carsTotal', amount, 'base', amount, 'total', amount, 'driverShares', '[]'::jsonb,
         'trip', jsonb_build_object('tripType', 'point-to-point',
                                    'gratuity', case when tipped then jsonb_build_object('kind', 'percentage', 'percentage', 20)
                                                     else jsonb_build_object('kind', 'none') end)
       )
from legs`;

async function fill(kind, target) {
  // The built server migrates and seeds the demo data (the cars 1 and 2 the legs are in) on its first start.
  const server = await startServer(kind, target, Number(args.port));
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
    const started = Date.now();
    await query(insertLegs(1, FIRST_MONTH, '2030-01-01 12:00:00+00', 30));
    // The rest in statements of 100,000: one statement of 900,000 rows holds its whole write-ahead log at once.
    for (let first = FIRST_MONTH + 1; first <= LEGS; first += 100_000) {
      await query(insertLegs(first, Math.min(100_000, LEGS - first + 1), '2030-02-01 12:00:00+00', 330));
      console.log(`${kind}: ${(first + 99_999).toLocaleString('en-US')} legs…`);
    }
    await query('vacuum analyze reservations');
    console.log(
      `${kind}: ${LEGS.toLocaleString('en-US')} legs written in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await close();
  }
}

async function call(url, method, route, token, body) {
  const response = await fetch(`${url}/api/v1${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response;
}

/** Seconds of processor time the process has used (user + system, /proc/<pid>/stat, 100 ticks a second). */
async function cpuSeconds(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * One what-if, read line by line as the page reads it: seconds to the result, the server's processor seconds meanwhile
 * (on a busy machine, nearer what a core of its own would take), and the progress lines seen.
 */
async function whatIf(url, pid, token, cardId, from, to) {
  const cpuBefore = await cpuSeconds(pid);
  const started = performance.now();
  const response = await call(url, 'POST', `/rate-cards/${cardId}/what-if`, token, { from, to });
  const decoder = new TextDecoder();
  let buffered = '';
  let progress = 0;
  let result = null;
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (line.progress) progress += 1;
      if (line.result) result = line.result;
      if (line.error) throw new Error(line.error.message);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { seconds, cpu: (await cpuSeconds(pid)) - cpuBefore, progress, result };
}

async function benchEngine(kind) {
  let dir = null;
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: args['pg-url'].replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
    const name = new URL(args['pg-url']).pathname.slice(1);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
  } else dir = await mkdtemp(path.join(os.tmpdir(), 'livery-what-if-'));
  const target = kind === 'postgres' ? args['pg-url'] : dir;
  try {
    await fill(kind, target);
    const server = await startServer(kind, target, Number(args.port));
    try {
      const login = await call(server.url, 'POST', '/login', null, {
        email: 'admin@livery.test',
        password: 'Livery-admin-1',
      });
      const token = (await login.json()).data.token;
      const card = (await (await call(server.url, 'POST', '/rate-cards', token, { card: DRAFT })).json()).data;
      const rows = [];
      const periods = [['2030-01-01', '2030-01-31']];
      if (LEGS > FIRST_MONTH) periods.push(['2030-01-01', '2030-12-31']);
      await whatIf(server.url, server.pid, token, card.id, '2030-01-01', '2030-01-03'); // warm-up: the JIT and the plan
      for (const [from, to] of periods) {
        const run = await whatIf(server.url, server.pid, token, card.id, from, to);
        const legs = run.result.priced.trips + run.result.skipped.reduce((sum, s) => sum + s.trips, 0);
        rows.push({ kind, legs, ...run, server: run.result.seconds, difference: run.result.priced.percent });
      }
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    if (dir && !args.keep) await rm(dir, { recursive: true, force: true });
    if (kind === 'postgres' && !args.keep) {
      const admin = new pg.Client({ connectionString: args['pg-url'].replace(/\/[^/]+$/, '/postgres') });
      await admin.connect();
      await admin.query(`drop database if exists ${new URL(args['pg-url']).pathname.slice(1)} with (force)`);
      await admin.end();
    }
  }
}

const engines = args.only ? [args.only] : ['pglite', 'postgres'];
const rows = [];
for (const engine of engines) rows.push(...(await benchEngine(engine)));
console.log(
  `\nwhat-if over booked legs (${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})\n`,
);
console.log(
  '| engine | legs | seconds (client) | seconds (server) | server processor seconds | progress lines | change | goal |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const r of rows) {
  const goal = r.legs <= 100_000 ? 2 : 20;
  console.log(
    `| ${r.kind} | ${r.legs.toLocaleString('en-US')} | ${r.seconds.toFixed(2)} | ${r.server.toFixed(2)} | ${r.cpu.toFixed(2)} | ${r.progress} | ${r.difference}% | ${r.seconds < goal ? `< ${goal} s: yes` : `< ${goal} s: NO`} |`,
  );
}
