import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { businessDate } from '@livery/domain';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inHours } from '../../../test/booking.js';
import { CUSTOMER, DISPATCHER, TEST_JWT_SECRET } from '../../../test/helper.js';
import { adminQuery, callApi, freePort, startServer, type ServerProcess } from '../../../test/processes.js';
import { startFakePaypal, type FakePaypal } from '../../../test/stand-ins/paypal/server.js';

/**
 * Receipts across API processes (issue 38, item 8; decision 079): two built servers on one PostgreSQL database, each
 * sending mail from the shared outbox into its own folder. A payment sent to both at once is recorded once, and its
 * receipt is written and sent once, whichever process answers and whichever sends.
 */
const base = process.env['TEST_DATABASE_URL'];
const name = `livery_payments_${randomBytes(5).toString('hex')}`;
const running: ServerProcess[] = [];
const dataDirs: string[] = [];
let paypal: FakePaypal | null = null;

const databaseUrl = () => {
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return url.toString();
};
const SSN_KEY = randomBytes(32).toString('base64');

async function start(fake: FakePaypal): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'livery-payments-'));
  dataDirs.push(dataDir);
  const server = await startServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(),
    JWT_SECRET: TEST_JWT_SECRET,
    SSN_ENCRYPTION_KEY: SSN_KEY,
    RATE_LIMIT_MAX: '100000',
    MAIL_POLL_MS: '100',
    PAYPAL_API_BASE: fake.url,
    PAYPAL_CLIENT_ID: fake.clientId,
    PAYPAL_CLIENT_SECRET: fake.clientSecret,
    PAYPAL_SDK_URL: fake.sdkUrl,
  });
  running.push(server);
  return server;
}

/** One id from the file's database (the seeded places and cars a trip names). */
async function idOf(query: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(query);
    if (!rows[0]) throw new Error(`nothing for ${query}`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/** Every message either process has sent to `to` (its folder of written mail), decoded enough to read. */
function sentTo(to: string): string[] {
  return dataDirs.flatMap((dir) => {
    let files: string[];
    try {
      files = readdirSync(path.join(dir, 'mail'));
    } catch {
      return [];
    }
    return files
      .map((file) => readFileSync(path.join(dir, 'mail', file), 'utf8').replace(/=\r?\n/g, ''))
      .filter((mail) => mail.includes(`To: ${to}`));
  });
}
const receiptsSentTo = (to: string) => sentTo(to).filter((mail) => mail.includes('Keep this e-mail as your receipt.'));

afterAll(async () => {
  for (const server of running) server.proc.kill('SIGKILL');
  await Promise.all(running.map((s) => (s.proc.exitCode === null ? new Promise((r) => s.proc.once('exit', r)) : null)));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await paypal?.close();
  if (base) await adminQuery(`drop database if exists ${name} with (force)`);
});

describe.skipIf(!base)('payments across two API processes on one PostgreSQL database', () => {
  it('record a payment sent to both at once once, and send one receipt for it', async () => {
    const fake = await startFakePaypal();
    paypal = fake;
    await adminQuery(`create database ${name}`);
    const [one, two] = await Promise.all([start(fake), start(fake)]);
    const signIn = async (who: { email: string; password: string }) =>
      (await callApi(one.port, 'POST', '/login', undefined, { email: who.email, password: who.password })).body.data
        .token as string;
    const office = await signIn(DISPATCHER);
    const customer = await signIn(CUSTOMER);
    const customerId = (await callApi(two.port, 'GET', '/me', customer)).body.data.user.id as number;

    const jfk = await idOf(`select id from places where name like '%(JFK)' and kind = 'airport' limit 1`);
    const trip = {
      tripType: 'from-airport',
      pickUp: {
        placeId: await idOf(`select id from places where kind = 'terminal' and airport_id = ${jfk} limit 1`),
        address: 'JFK',
      },
      dropOff: {
        placeId: await idOf(`select id from places where name = 'Empire State Building' limit 1`),
        address: 'Empire State Building',
      },
      pickUpAt: inHours(72),
      passengers: 2,
      cars: [{ carId: await idOf(`select id from cars where name = 'Sedan' limit 1`), count: 1 }],
    };
    const quote = await callApi(one.port, 'POST', '/reservations/quote', office, trip);
    expect(quote.status).toBe(200);
    const email = `two-processes-${randomUUID().slice(0, 8)}@example.com`;
    const booked = await fetch(`http://127.0.0.1:${one.port}/api/v1/reservations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${office}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        trip,
        customer: { name: 'Two Processes', email, phoneNumber: '+1 212 555 0142', customerId },
        termsAccepted: true,
        payment: { kind: 'unpaid' },
        expectedTotal: quote.body.data.total,
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { id, version } = ((await booked.json()) as { data: { reservation: { id: number; version: number } } }).data
      .reservation;

    // $10 in cash, sent to both processes at once at the same version: one records it, the other is told it changed.
    const cash = { method: 'cash', amount: 10, paidOn: businessDate(new Date(), 'America/New_York'), version };
    const recorded = await Promise.all(
      [one, two].map((server) => callApi(server.port, 'POST', `/reservations/${id}/payments`, office, cash)),
    );
    expect(recorded.map((answer) => answer.status).sort()).toEqual([200, 409]);

    // The rest from the trip's page through PayPal, its capture sent to both at once.
    const opened = await callApi(two.port, 'POST', `/reservations/${id}/payments/paypal/orders`, customer, {});
    expect(opened.status).toBe(201);
    fake.approve(opened.body.data.orderId);
    fake.setCaptureDelay(200);
    const captured = await Promise.all(
      [one, two].map((server) =>
        callApi(server.port, 'POST', `/reservations/${id}/payments/paypal/capture`, customer, {
          orderId: opened.body.data.orderId,
        }),
      ),
    );
    expect(captured.map((answer) => answer.status)).toEqual([200, 200]);
    expect(fake.stats.captures).toBe(1);

    // Two payments, two receipts, each sent once by one of the processes — and no more after both have polled again.
    await expect.poll(() => receiptsSentTo(email).length, { timeout: 15_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const receipts = receiptsSentTo(email);
    expect(receipts).toHaveLength(2);
    expect(receipts.filter((mail) => mail.includes('Method: Cash.'))).toHaveLength(1);
    expect(receipts.filter((mail) => mail.includes('Method: PayPal.'))).toHaveLength(1);
  }, 180_000);
});
