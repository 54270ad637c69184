/**
 * `npm run bench`: the list routes of the production server on a seeded bench database (1,000,000 users,
 * 100,000 rows a catalogue table, 1,000,000 reservations), under autocannon with 10 connections, in interleaved rounds, against the
 * floor of a bare node:http + pg server running the same SQL. Prints a table of medians (req/s, p50, p99).
 *
 *   npm run bench                     # PostgreSQL (127.0.0.1:5432, database livery_bench) and PGlite
 *   npm run bench -- --only postgres  # or pglite;  --rounds 3  --seconds 5  --warmup 2  --quick (fewer scenarios)
 *   npm run bench -- --match reservations   # only the scenarios whose name holds this text
 */
import autocannon from 'autocannon';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { burstMarkdown, runBurst } from './burst.mjs';
import { captureStatements, startFloorServer } from './floor-server.mjs';
import { CATALOGUE_ROWS, seed, USERS } from './seed.mjs';
import { RESERVATIONS } from './seed-reservations.mjs';
import { startServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
    quick: { type: 'boolean', default: false },
    'no-burst': { type: 'boolean', default: false },
    match: { type: 'string' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/livery_bench' },
    'pglite-dir': { type: 'string', default: `${os.tmpdir()}/livery-bench-pglite` },
  },
});
const ROUNDS = Number(args.rounds);
const SECONDS = Number(args.seconds);
const WARMUP_SECONDS = Number(args.warmup);
const deepUsers = Math.floor(USERS * 0.9);
const deepCatalogue = Math.floor(CATALOGUE_ROWS * 0.9);
const deepReservations = Math.floor(RESERVATIONS * 0.9);
/** The business dates of the coming week (UTC's date is close enough for a filter's selectivity). */
const dayIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** [name, path]: first page, a page deep in the list, a filter, a search by a fragment. */
const ALL_SCENARIOS = [
  ['customers, first page', '/api/v1/users?role=customer&limit=25'],
  // Deep pages as the table reaches them: a keyset step (`after`) from a row 90 % down the list.
  [
    'customers, page at 90% (cursor)',
    `/api/v1/users?role=customer&limit=25&offset=${Math.floor(deepUsers * 0.97)}`,
    'cursor',
  ],
  ['customers, e-mail fragment', '/api/v1/users?role=customer&limit=25&search=42424'],
  ['drivers, first page', '/api/v1/users?role=driver&limit=25'],
  ['drivers, name fragment', '/api/v1/users?role=driver&limit=25&search=Walker%201'],
  ['staff (users-with-roles)', '/api/v1/roles/users?limit=25'],
  ['roles', '/api/v1/roles/role-permissions?limit=500'],
  ['permissions', '/api/v1/permissions?limit=500'],
  ['addons, first page', '/api/v1/addons?limit=25'],
  ['addons, offset 90%', `/api/v1/addons?limit=25&offset=${deepCatalogue}`],
  ['addons, page at 90% (cursor)', `/api/v1/addons?limit=25&offset=${deepCatalogue}`, 'cursor'],
  ['addons, active', '/api/v1/addons?limit=25&isActive=true&sort=name'],
  ['addons, search', '/api/v1/addons?limit=25&search=tra%20777'],
  ['affiliates, first page', '/api/v1/affiliates?limit=25'],
  ['affiliates, search', '/api/v1/affiliates?limit=25&search=ner%20123'],
  ['cars, first page', '/api/v1/cars?limit=25'],
  ['cars, page at 90% (cursor)', `/api/v1/cars?limit=25&offset=${deepCatalogue}&sort=minimumRate`, 'cursor'],
  ['cars, search', '/api/v1/cars?limit=25&search=ss%20999'],
  ['surges, first page', '/api/v1/surges?limit=25&isActive=true'],
  ['surges, search', '/api/v1/surges?limit=25&search=event%2099'],
  ['discount codes, first page', '/api/v1/discount-codes?limit=25&type=general'],
  ['discount codes, search', '/api/v1/discount-codes?limit=25&search=DE4242'],
  // Reservations (issue 12, decision 042): staff's list, newest bookings first and by pickup.
  ['reservations, first page', '/api/v1/reservations?limit=25'],
  ['reservations, first page by pickup', '/api/v1/reservations?limit=25&sort=-pickUpAt'],
  [
    'reservations, page at 90% (cursor)',
    `/api/v1/reservations?limit=25&sort=-pickUpAt&offset=${deepReservations}`,
    'cursor',
  ],
  [
    'reservations, status + pickup week',
    `/api/v1/reservations?limit=25&status=created,assigned&from=${dayIn(0)}&to=${dayIn(7)}&sort=pickUpAt`,
  ],
  ['reservations, e-mail fragment', '/api/v1/reservations?limit=25&search=guest-4242'],
  // The staff home's figures (issue 13, decision 045): five aggregates bounded by pickup ranges.
  ['staff home (operations today)', '/api/v1/operations/today'],
  ['reservations, by number', `/api/v1/reservations?limit=25&search=A${Math.floor(RESERVATIONS / 2)}`],
  // Issue 22 (decision 054): the dispatcher's default view, a phone however written, an address.
  ['reservations, upcoming (default view)', `/api/v1/reservations?limit=25&from=${dayIn(0)}&sort=pickUpAt`],
  ['reservations, phone digits', '/api/v1/reservations?limit=25&search=9170424242'],
  ['reservations, phone punctuated', `/api/v1/reservations?limit=25&search=${encodeURIComponent('+1 (917) 042-4242')}`],
  ['reservations, hotel fragment', `/api/v1/reservations?limit=25&search=${encodeURIComponent('Hotel 42')}`],
  ['customers, phone punctuated', `/api/v1/users?role=customer&limit=25&search=${encodeURIComponent('212-004-2424')}`],
  // Issue 26 (decision 062): a first name one customer in twelve has, and on one trip in twelve.
  ['customers, common first name (83k matches)', '/api/v1/users?role=customer&limit=25&search=Ava'],
  ['reservations, common name (83k matches)', '/api/v1/reservations?limit=25&search=Kate'],
];
const QUICK = new Set([
  'customers, first page',
  'customers, page at 90% (cursor)',
  'customers, e-mail fragment',
  'addons, first page',
  'addons, page at 90% (cursor)',
  'addons, search',
]);
const SCENARIOS = ALL_SCENARIOS.filter(
  ([name]) => (!args.quick || QUICK.has(name)) && (!args.match || name.includes(args.match)),
);

async function signIn(url) {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@livery.test', password: 'Livery-admin-1' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).data.token;
}

async function load(url, headers = {}, seconds = SECONDS) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip', ...headers },
  });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The page after the one at `path` (read once by offset), by its cursor: what "next page" asks there. */
async function cursorPath(base, path, authorization) {
  const response = await fetch(`${base}${path}`, { headers: { authorization } });
  const { pageCursors } = await response.json();
  if (!pageCursors) throw new Error(`${path}: no pageCursors`);
  return `${path.replace(/&offset=\d+/, '')}&after=${pageCursors.after}`;
}

/**
 * Waits until the server answers a trivial call quickly: a slow scenario leaves queries running after its
 * clients have gone, and the next scenario must not be timed behind them.
 */
async function settle(base, authorization) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const started = performance.now();
    await (await fetch(`${base}/api/v1/statuses`, { headers: { authorization } })).text();
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each scenario's path (cursors read once) and the statements Livery sends for it (the floor replays them). */
async function prepare(kind, target) {
  const server = await startServer(kind, target);
  let token;
  const paths = [];
  try {
    token = await signIn(server.url);
    for (const [name, path, how] of SCENARIOS) {
      paths.push([name, how === 'cursor' ? await cursorPath(server.url, path, `Bearer ${token}`) : path]);
    }
  } finally {
    await server.stop();
  }
  const authorization = `Bearer ${token}`;
  const statements = await captureStatements(
    kind,
    target,
    paths.map(([, path]) => path),
    { authorization },
  );
  return { authorization, paths, statements };
}

/** Every scenario against one server: the floor (`floor`: no settling, no sign-in) or Livery. */
async function loadAll(label, kind, server, { authorization, paths }, record, round, floor = false) {
  for (const [name, path] of paths) {
    const headers = floor ? {} : { authorization };
    // Unrecorded first: a server just started runs its code cold (Livery's request path reaches the floor's
    // speed only once V8 has optimised it, a few thousand requests), and a production process has long been warm.
    if (WARMUP_SECONDS > 0) await load(`${server.url}${path}`, headers, WARMUP_SECONDS);
    if (!floor) await settle(server.url, authorization);
    record(name, label, await load(`${server.url}${path}`, headers));
    process.stderr.write(`${kind} round ${round}: ${label}: ${name}\n`);
  }
}

/** Processes for the "every core" run: what `npm start` starts on PostgreSQL (decision 063). */
const DEFAULT_WORKERS = os.availableParallelism();

async function benchKind(kind, target) {
  await seed(kind, target);
  const prepared = await prepare(kind, target);
  const results = new Map();
  const record = (name, label, value) => {
    const byLabel = results.get(name) ?? new Map();
    byLabel.set(label, [...(byLabel.get(label) ?? []), value]);
    results.set(name, byLabel);
  };
  const workerCounts = kind === 'postgres' && DEFAULT_WORKERS > 1 ? [1, DEFAULT_WORKERS] : [1];
  for (let round = 1; round <= ROUNDS; round += 1) {
    // The floor and Livery take turns: this machine is shared and noisy, so each round sees the same weather.
    const floor = await startFloorServer(kind, target, prepared.statements);
    try {
      await loadAll('floor', kind, floor, prepared, record, round, true);
    } finally {
      await floor.stop();
    }
    for (const workers of workerCounts) {
      const server = await startServer(kind, target, 4610, { WORKERS: String(workers) });
      try {
        await loadAll(`workers ${workers}`, kind, server, prepared, record, round);
      } finally {
        await server.stop();
      }
    }
  }
  const medians = (runs) => ({
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
  });
  return {
    workerCounts,
    results: new Map(
      [...results].map(([name, byLabel]) => [
        name,
        new Map([...byLabel].map(([label, runs]) => [label, medians(runs)])),
      ]),
    ),
  };
}

async function ensurePgDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await client.query(`create database ${name}`);
  await client.end();
}

const kinds = args.only ? [args.only] : ['postgres', 'pglite'];
const tables = [];
for (const kind of kinds) {
  if (kind === 'postgres') await ensurePgDatabase(args['pg-url']);
  tables.push([kind, await benchKind(kind, kind === 'postgres' ? args['pg-url'] : args['pglite-dir'])]);
}

const [load1, load5] = os.loadavg();
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, load average ${load1.toFixed(2)} / ${load5.toFixed(2)}; ` +
    `${USERS.toLocaleString('en-US')} users, ${CATALOGUE_ROWS.toLocaleString('en-US')} rows a catalogue table, ` +
    `${RESERVATIONS.toLocaleString('en-US')} reservations; ` +
    `10 connections, ${SECONDS} s a run, median of ${ROUNDS} interleaved rounds\n`,
);
console.log(
  `| database | scenario | floor req/s | floor p99 | 1 process req/s | vs floor | p50 ms | p99 ms | ${DEFAULT_WORKERS} processes req/s | p99 ms |`,
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [kind, { results, workerCounts }] of tables) {
  for (const [name, byLabel] of results) {
    const floor = byLabel.get('floor');
    const one = byLabel.get('workers 1');
    const all = workerCounts.length > 1 ? byLabel.get(`workers ${workerCounts.at(-1)}`) : undefined;
    console.log(
      `| ${kind} | ${name} | ${Math.round(floor.rps)} | ${floor.p99} | ${Math.round(one.rps)} | ` +
        `${(one.rps / floor.rps).toFixed(2)}× | ${one.p50} | ${one.p99} | ` +
        `${all ? Math.round(all.rps) : '—'} | ${all ? all.p99 : '—'} |`,
    );
  }
}

// The burst of bookings (issue 26): two processes on a fresh PostgreSQL database, one killed mid-burst.
if (kinds.includes('postgres') && !args['no-burst'] && !args.match) {
  const burst = await runBurst({ pgUrl: args['pg-url'] });
  console.log(`\n${burstMarkdown(burst)}`);
  if (!burst.ok) process.exitCode = 1;
}
