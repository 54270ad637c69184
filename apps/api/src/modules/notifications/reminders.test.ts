import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { mailOutbox, reservationCars, reservationSlots, reservations, users } from '../../db/schema.js';
import { seededBookingIds } from '../../test/booking.js';
import {
  DISPATCHER,
  dropDatabase,
  signedIn,
  TEST_JWT_SECRET,
  userWithPermissions,
  useTestApp,
} from '../../test/helper.js';
import { lifecycleHelpers } from '../../test/lifecycle.js';
import { noticeCustomerOfProgress } from './index.js';

/**
 * The day of the trip's messages (issue 24, decision 058): the customer told on the way and on location, and the
 * reminders — the customer 24 hours before, each driver 2 hours before, each once however many processes look.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000, publicUrl: 'https://livery.example' });
const ids = seededBookingIds(ctx);
const { bookUnpaid, assign, setStatus } = lifecycleHelpers(ctx, ids);
const dispatcher = signedIn(ctx, DISPATCHER);

const hours = (n: number) => n * 3_600_000;
/** What was queued to this address, but the booking's confirmation. */
const mailTo = async (app: App, to: string) =>
  (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter(
    (mail) => !mail.subject.endsWith('Booking confirmed'),
  );
const pickUpOf = async (id: number) =>
  (await ctx.app.db.select({ at: reservations.pickUpAt }).from(reservations).where(eq(reservations.id, id)))[0]!.at!;

/** A customer account with a phone on a known carrier, and a driver with one too. */
async function withPhone(role: 'customer' | 'driver', digits: string) {
  const person = await userWithPermissions(ctx.app, [], { roleNames: [role] });
  await ctx.app.db
    .update(users)
    .set({ phoneNumber: `+1 212 555 ${digits}`, phoneType: '@vtext.com', firstName: 'Sam' })
    .where(eq(users.id, person.id));
  return person;
}

describe('noticeCustomerOfProgress', () => {
  it('queues the e-mail always and a text when the customer’s carrier is known, with the status link', async () => {
    const customer = await withPhone('customer', '0177');
    const trip = await bookUnpaid(dispatcher, { customerId: customer.id });
    const deps = { publicUrl: 'https://livery.example', timeZone: 'America/New_York', statusSecret: 'k' };
    await ctx.app.db.transaction((tx) =>
      noticeCustomerOfProgress(
        tx,
        deps,
        { reservationId: trip.id, email: trip.email, name: 'Jane', customerId: customer.id },
        'on-the-way',
        { firstName: 'Sam' },
        'Sedan',
      ),
    );
    const [mail] = await mailTo(ctx.app, trip.email);
    expect(mail?.text).toContain('Sam is on the way to you in the Sedan.');
    expect(mail?.text).toMatch(new RegExp(`https://livery\\.example/status/${trip.id}-[A-Za-z0-9_-]{22}`));
    const [text] = await mailTo(ctx.app, '2125550177@vtext.com');
    expect(text?.text).toMatch(/^Livery: Sam is on the way/);

    // Without an account (or a carrier): the e-mail only.
    const guest = await bookUnpaid(dispatcher);
    await ctx.app.db.transaction((tx) =>
      noticeCustomerOfProgress(
        tx,
        deps,
        { reservationId: guest.id, email: guest.email, name: null, customerId: null },
        'on-location',
        { firstName: null },
        'SUV',
      ),
    );
    expect((await mailTo(ctx.app, guest.email)).map((m) => m.subject)).toEqual([
      `Livery — Your driver is here (A${guest.id})`,
    ]);
  });
});

describe('sendDueReminders', () => {
  it('reminds the customer once, 24 hours before, by e-mail and by text when the carrier is known', async () => {
    const customer = await withPhone('customer', '0178');
    const trip = await bookUnpaid(dispatcher, { customerId: customer.id });
    const pickUp = await pickUpOf(trip.id);
    expect(await mailTo(ctx.app, trip.email)).toHaveLength(0);
    // 25 hours before: not yet.
    await ctx.app.reminders.sendDue(new Date(pickUp.getTime() - hours(25)));
    expect(await mailTo(ctx.app, trip.email)).toHaveLength(0);
    const dayBefore = new Date(pickUp.getTime() - hours(23));
    const first = await ctx.app.reminders.sendDue(dayBefore);
    expect(first.customers).toBeGreaterThanOrEqual(1);
    await ctx.app.reminders.sendDue(dayBefore);
    await ctx.app.reminders.sendDue(new Date(dayBefore.getTime() + hours(1)));
    const sent = await mailTo(ctx.app, trip.email);
    expect(sent.map((m) => m.subject)).toEqual([`Livery — Your trip A${trip.id} is tomorrow`]);
    expect(sent[0]?.text).toContain(`https://livery.example/status/${trip.id}-`);
    expect(await mailTo(ctx.app, '2125550178@vtext.com')).toHaveLength(1);
  });

  it('does not remind a trip booked within 24 hours of its pickup, nor a cancelled or past one', async () => {
    const late = await bookUnpaid(dispatcher);
    const pickUp = await pickUpOf(late.id);
    // Booked 20 hours before the pickup: its confirmation was the reminder.
    await ctx.app.db
      .update(reservations)
      .set({ createdAt: new Date(pickUp.getTime() - hours(20)) })
      .where(eq(reservations.id, late.id));
    const cancelled = await bookUnpaid(dispatcher);
    await setStatus(cancelled.id, 'cancelled');
    await ctx.app.reminders.sendDue(new Date(pickUp.getTime() - hours(2)));
    await ctx.app.reminders.sendDue(new Date(pickUp.getTime() + hours(1)));
    expect(await mailTo(ctx.app, late.email)).toHaveLength(0);
    expect(await mailTo(ctx.app, cancelled.email)).toHaveLength(0);
  });

  it('reminds each slot’s driver once, 2 hours before, unless the job has started', async () => {
    const driver = await withPhone('driver', '0179');
    const trip = await bookUnpaid(dispatcher);
    await assign(trip.id, driver.id);
    const started = await bookUnpaid(dispatcher);
    await assign(started.id, driver.id);
    await ctx.app.db
      .update(reservationSlots)
      .set({ progress: 'on-the-way' })
      .where(eq(reservationSlots.reservationId, started.id));
    const pickUp = await pickUpOf(trip.id);
    await ctx.app.reminders.sendDue(new Date(pickUp.getTime() - hours(3)));
    expect(await mailTo(ctx.app, driver.email)).toHaveLength(0);
    const twoHoursBefore = new Date(pickUp.getTime() - hours(1.5));
    await Promise.all([ctx.app.reminders.sendDue(twoHoursBefore), ctx.app.reminders.sendDue(twoHoursBefore)]);
    const sent = await mailTo(ctx.app, driver.email);
    expect(sent.map((m) => m.subject)).toEqual([`Livery — Trip A${trip.id} in 2 hours`]);
    expect(sent[0]?.text).toContain(`https://livery.example/jobs/${trip.id}`);
    const [text] = await mailTo(ctx.app, '2125550179@vtext.com');
    expect(text?.text.split('\n')[1]).toBe(`https://livery.example/jobs/${trip.id}`);
  });
});

const base = process.env['TEST_DATABASE_URL'];

describe.skipIf(!base)('two API processes on one PostgreSQL database', () => {
  it('send each reminder exactly once when they look at the same time', async () => {
    const name = `livery_reminders_${randomBytes(5).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const config = {
      ...loadConfig({}),
      dataDir: 'memory://',
      databaseUrl: url.toString(),
      jwtSecret: TEST_JWT_SECRET,
      logLevel: 'silent' as const,
      mailPollMs: 0,
      seedDemoData: false,
      // Every process on one database holds the same keys.
      ssnEncryptionKey: randomBytes(32).toString('base64'),
    };
    const apps = await Promise.all([buildApp(config, { logger: false }), buildApp(config, { logger: false })]);
    try {
      const [one, two] = apps as [App, App];
      const now = new Date();
      const pickUpAt = new Date(now.getTime() + hours(1.5));
      const createdAt = new Date(now.getTime() - hours(48));
      const [driver] = await one.db
        .insert(users)
        .values({ email: `driver-${randomUUID()}@example.com`, firstName: 'Dee', lastName: 'Driver' })
        .returning({ id: users.id, email: users.email });
      const emails = Array.from({ length: 12 }, () => `remind-${randomUUID()}@example.com`);
      const trips = await one.db
        .insert(reservations)
        .values(emails.map((email) => ({ status: 'assigned', tripType: 'point-to-point', email, pickUpAt, createdAt })))
        .returning({ id: reservations.id });
      for (const trip of trips) {
        const [car] = await one.db
          .insert(reservationCars)
          .values({ reservationId: trip.id, carName: 'Sedan', count: 1, lineAmount: 100, position: 0 })
          .returning({ id: reservationCars.id });
        await one.db.insert(reservationSlots).values({
          reservationId: trip.id,
          reservationCarId: car!.id,
          slot: 1,
          driverId: driver!.id,
          driverShare: 50,
          progress: 'assigned',
        });
      }
      const runs = await Promise.all([
        one.reminders.sendDue(now),
        two.reminders.sendDue(now),
        one.reminders.sendDue(now),
        two.reminders.sendDue(now),
      ]);
      expect(runs.reduce((sum, run) => sum + run.customers, 0)).toBe(emails.length);
      expect(runs.reduce((sum, run) => sum + run.drivers, 0)).toBe(trips.length);
      const customerMail = await one.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));
      expect(customerMail.map((m) => m.to).sort()).toEqual([...emails].sort());
      const driverMail = await one.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, driver!.email)));
      expect(driverMail).toHaveLength(trips.length);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await dropDatabase(base!, url.toString());
    }
  }, 120_000);
});
