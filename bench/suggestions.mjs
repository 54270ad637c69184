/**
 * `npm run bench:suggestions` (issue 25, decision 059): address suggestions as typed, from the embedded lookup (no
 * GEOCODER_URL), under autocannon with 10 connections, on the production build: a visitor's searches and a signed-in
 * customer's (whose saved addresses are read too), on PGlite and on PostgreSQL. Prints req/s, p50 and p99, the
 * median of the rounds. The aim: p99 < 30 ms.
 *
 *   npm run bench:suggestions                      # both engines
 *   npm run bench:suggestions -- --only pglite     # or postgres;  --rounds 3  --seconds 5
 */
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/livery_bench_suggestions' },
  },
});
const ROUNDS = Number(args.rounds);
const SECONDS = Number(args.seconds);

/** What people type, as they type it: a street with its ZIP, a city as typed, a street and a city, an airport. */
const SEARCHES = [
  '350 5th Ave, New York, NY 10118',
  '1600 Amphitheatre Pkwy, Mountain View, CA 94043',
  'aus',
  'san fr',
  '12 Main St, Springfield',
  '200 Main Street, Stamford, CT',
  'JFK',
  'laguardia',
  'Empire',
  '77 Massachusetts Ave, Cambridge, MA 02139',
];
const requests = SEARCHES.map((q) => ({
  method: 'GET',
  path: `/api/v1/places/suggestions?q=${encodeURIComponent(q)}`,
}));

async function customerToken(url) {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@livery.test', password: 'Livery-customer-1' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (await response.json()).data.token;
}

async function load(url, headers) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: SECONDS,
    requests,
    headers: { 'accept-encoding': 'br, gzip', ...headers },
  });
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function freshPostgres(url) {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

async function benchEngine(kind) {
  let dir = null;
  if (kind === 'postgres') await freshPostgres(args['pg-url']);
  else dir = await mkdtemp(path.join(os.tmpdir(), 'livery-suggest-'));
  const server = await startServer(kind, kind === 'postgres' ? args['pg-url'] : dir, 4620);
  try {
    const authorization = `Bearer ${await customerToken(server.url)}`;
    const runs = { visitor: [], customer: [] };
    await load(server.url, {}); // warm-up: the JIT and the pool
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.visitor.push(await load(server.url, {}));
      runs.customer.push(await load(server.url, { authorization }));
    }
    return Object.entries(runs).map(([who, results]) => ({
      engine: kind,
      who,
      rps: Math.round(median(results.map((r) => r.rps))),
      p50: median(results.map((r) => r.p50)),
      p99: median(results.map((r) => r.p99)),
    }));
  } finally {
    await server.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

const engines = args.only ? [args.only] : ['pglite', 'postgres'];
const rows = [];
for (const engine of engines) rows.push(...(await benchEngine(engine)));
console.log(
  `address suggestions (embedded lookup), 10 connections, ${SECONDS} s a run, median of ${ROUNDS} rounds; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.log('| engine | caller | req/s | p50 ms | p99 ms | p99 < 30 ms |');
console.log('| --- | --- | ---: | ---: | ---: | --- |');
for (const r of rows)
  console.log(`| ${r.engine} | ${r.who} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.p99 < 30 ? 'yes' : 'no'} |`);
