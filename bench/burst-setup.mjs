/**
 * The stage of the burst (`burst.mjs`): a fresh PostgreSQL database, PayPal's stand-in (the tests' own, read from its
 * TypeScript source through tsx), two API processes on the database with the same secrets, signed-in people, and the
 * trips priced and their PayPal orders opened and approved before the burst begins.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const SERVER = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));
const STAND_IN = '../apps/api/src/test/stand-ins/paypal/server.ts';
const DEMO = {
  admin: { email: 'admin@livery.test', password: 'Livery-admin-1' },
  dispatcher: { email: 'dispatcher@livery.test', password: 'Livery-dispatch-1' },
};

/** Runs one statement on the server's maintenance database (`postgres`). */
async function onServer(pgUrl, statement) {
  const url = new URL(pgUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseName = (pgUrl) => {
  const name = decodeURIComponent(new URL(pgUrl).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`the burst's database name "${name}" must be a plain name`);
  return name;
};

/**
 * The database the burst creates and drops: the one `pgUrl` names when its name holds "burst"; any other (say the
 * seeded `livery_bench`) is never touched, and the burst uses `<name>_burst` beside it.
 */
export function burstDatabaseUrl(pgUrl) {
  const name = databaseName(pgUrl);
  if (name.includes('burst')) return pgUrl;
  const url = new URL(pgUrl);
  url.pathname = `/${name}_burst`;
  return url.toString();
}

export async function createDatabase(pgUrl) {
  const name = databaseName(pgUrl);
  await onServer(pgUrl, `drop database if exists ${name} with (force)`);
  await onServer(pgUrl, `create database ${name}`);
}

export const dropDatabase = (pgUrl) => onServer(pgUrl, `drop database if exists ${databaseName(pgUrl)} with (force)`);

/** PayPal's stand-in (decision 040), in this process: its counters are read after the burst. */
export async function startPaypal() {
  const { startFakePaypal } = await tsImport(STAND_IN, import.meta.url);
  return startFakePaypal();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** One API process (the production build), started on `env`; resolves once it answers. */
async function startApi(env) {
  const port = await freePort();
  const proc = spawn(process.execPath, [SERVER], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (chunk) => (output += chunk));
  proc.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`an API process exited while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/api/docs/json`)).ok) return { proc, port, url, exited, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`an API process did not start within 120 s:\n${output}`);
}

/**
 * Two API processes on one database, as a production start runs them (decision 026): the same JWT_SECRET and
 * SSN_ENCRYPTION_KEY, one PayPal. They start together on the empty database: one migrates and seeds, the other waits.
 */
export async function startApis(pgUrl, paypal) {
  const dir = mkdtempSync(path.join(tmpdir(), 'livery-burst-'));
  const shared = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: pgUrl,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // One client address sends the whole burst: the per-address limits would refuse it.
    RATE_LIMIT_MAX: '1000000',
    LOGIN_RATE_LIMIT_IP: '1000000',
    // The process itself, not a cluster of workers: the burst kills exactly one.
    WORKERS: '1',
    SMTP_URL: '',
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_SDK_URL: paypal.sdkUrl,
  };
  const started = await Promise.allSettled(
    ['one', 'two'].map((name) => startApi({ ...shared, DATA_DIR: path.join(dir, name) })),
  );
  const apis = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const failed = started.find((s) => s.status === 'rejected');
  const stop = async () => {
    for (const api of apis) if (api.proc.exitCode === null && api.proc.signalCode === null) api.proc.kill('SIGTERM');
    let timer;
    const patience = new Promise((resolve) => (timer = setTimeout(resolve, 10_000)));
    await Promise.race([Promise.all(apis.map((api) => api.exited)), patience]);
    clearTimeout(timer);
    for (const api of apis) if (api.proc.exitCode === null && api.proc.signalCode === null) api.proc.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { apis, stop };
}

/** A JSON call to `/api/v1`; throws on a network error (a killed process), answers any HTTP status. */
export async function call(url, method, route, { token, body, headers = {} } = {}) {
  const response = await fetch(`${url}/api/v1${route}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: kept as null
  }
  return { status: response.status, body: json, text };
}

async function expectOk(promise, what) {
  const answer = await promise;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 400)}`);
  return answer.body.data;
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function inBatches(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The seeded places and cars the trips name (the tests' `seededBookingIds`). */
export async function seededIds(pgUrl) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const first = async (query) => {
      const id = (await client.query(query)).rows[0]?.id;
      if (!id) throw new Error(`a seeded row is missing: ${query}`);
      return id;
    };
    const jfk = await first(`select id from places where name like '%(JFK)' and kind = 'airport' limit 1`);
    return {
      jfkTerminal4: await first(
        `select id from places where kind = 'terminal' and airport_id = ${jfk} and name like '%4%' limit 1`,
      ),
      empireState: await first(`select id from places where name = 'Empire State Building' limit 1`),
      sedan: await first(`select id from cars where name = 'Sedan' limit 1`),
      suv: await first(`select id from cars where name = 'SUV' limit 1`),
    };
  } finally {
    await client.end();
  }
}

/** A wall-clock time in the business zone `days` ahead, between 08:00 and 19:45: never a skipped DST hour. */
const localTime = (days, slot) => {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const minutes = 8 * 60 + (slot % 48) * 15;
  return `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** Trip `i`: from JFK Terminal 4 to the Empire State Building, 3+ days ahead; every seventh a round trip. */
function tripOf(ids, i) {
  const roundTrip = i % 7 === 2;
  return {
    tripType: 'from-airport',
    pickUp: { placeId: ids.jfkTerminal4, address: 'JFK Terminal 4' },
    dropOff: { placeId: ids.empireState, address: '20 W 34th St, New York, NY 10001' },
    pickUpAt: localTime(3 + (i % 20), i),
    passengers: 1 + (i % 3),
    cars: [{ carId: i % 5 === 0 ? ids.suv : ids.sedan, count: 1 }],
    ...(roundTrip ? { returnTrip: { pickUpAt: localTime(25 + (i % 20), i + 7), stops: [] } } : {}),
  };
}

/**
 * The people who book: `customers` new customer accounts (signed up, half on each process) pay with PayPal for
 * themselves; the demo dispatcher and admin book walk-ins without payment (cash on the day).
 */
export async function signIn(apis, customers, runId) {
  const staff = await Promise.all(
    [DEMO.dispatcher, DEMO.admin].map((who, i) =>
      expectOk(call(apis[i % 2].url, 'POST', '/login', { body: who }), `sign-in as ${who.email}`),
    ),
  );
  const payers = await inBatches(Array.from({ length: customers }), 4, (_, i) =>
    expectOk(
      call(apis[i % 2].url, 'POST', '/signup', {
        body: {
          firstName: `Burst${i}`,
          lastName: 'Customer',
          email: `burst-customer-${runId}-${i}@example.com`,
          phoneNumber: `+1 212 555 ${String(1000 + i).slice(-4)}`,
          password: 'Burst-customer-1',
        },
      }),
      `sign-up of customer ${i}`,
    ),
  );
  return { staff: staff.map((s) => s.token), payers: payers.map((p) => p.token) };
}

/** The process booking `i` is sent to first: paid and unpaid bookings alike on both. */
export const processOf = (i) => Math.floor(i / 2) % 2;

/**
 * Every booking of the burst, ready to send: half paid with PayPal by the customers (priced, the order opened at the
 * server's total and approved by the payer in the stand-in, as the web's buttons do), half unpaid by staff.
 */
export async function prepareBookings({ apis, paypal, ids, people, count, runId }) {
  return inBatches(Array.from({ length: count }), 6, async (_, i) => {
    const paid = i % 2 === 0;
    const token = paid ? people.payers[(i / 2) % people.payers.length] : people.staff[((i - 1) / 2) % 2];
    const api = apis[processOf(i)];
    const trip = tripOf(ids, i);
    const quote = await expectOk(call(api.url, 'POST', '/reservations/quote', { token, body: trip }), `quote ${i}`);
    let payment = { kind: 'unpaid' };
    if (paid) {
      const body = { trip, expectedTotal: quote.total };
      const order = await expectOk(call(api.url, 'POST', '/reservations/paypal/orders', { token, body }), `order ${i}`);
      paypal.approve(order.orderId);
      payment = { kind: 'paypal', orderId: order.orderId };
    }
    return {
      index: i,
      token,
      paid,
      orderId: payment.orderId ?? null,
      roundTrip: trip.returnTrip !== undefined,
      email: `burst-${runId}-${i}@example.com`,
      body: {
        trip,
        customer: {
          name: `Burst Passenger ${i}`,
          email: `burst-${runId}-${i}@example.com`,
          phoneNumber: `+1 646 555 ${String(1000 + i).slice(-4)}`,
        },
        termsAccepted: true,
        expectedTotal: quote.total,
        payment,
      },
    };
  });
}
