import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  PICKUP_MESSAGES,
  sameTripWarning,
  toCents,
  type Quote,
  type ReservationDetails,
} from '@livery/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configurations, mailOutbox, reservations, reservationStatusChanges, users } from '../../../db/schema.js';
import { inHours, seededBookingIds, tripFrom } from '../../../test/booking.js';
import {
  ADMIN,
  bearer,
  DISPATCHER,
  signedIn,
  userWithPermissions,
  useTestApp,
  type Headers,
} from '../../../test/helper.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';

/**
 * Changing a booked trip (issue 22, decision 055): the update screen's preview (`POST /reservations/{id}/quote`) is
 * the price saved, addons included; every change is a history row saying what changed; the drivers kept are told of
 * a new time, route or cars. And a trip booked for a chosen customer is theirs.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000, publicUrl: 'https://livery.example' });
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { call, bookUnpaid, details, dataOf } = lifecycleHelpers(ctx, ids);

// As `bookUnpaid` booked them.
const customerOf = (email: string) => ({ name: 'Lifecycle Traveller', email, phoneNumber: '+1 212 555 0142' });
const preview = (headers: Headers, id: number, body: object) =>
  call('POST', `/reservations/${id}/quote`, headers, body);
const save = (headers: Headers, id: number, body: object) => call('PUT', `/reservations/${id}`, headers, body);

async function newAddon(amount: number) {
  const name = `Child seat ${randomUUID().slice(0, 6)}`;
  const response = await call('POST', '/addons', admin, { name, amount, percentage: null, isActive: true });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().data.id as number, name };
}

/** A one-way trip booked unpaid by the dispatcher, with a $15 addon: its id, version and e-mail. */
async function tripWithAddon() {
  const booked = await bookUnpaid(dispatcher);
  const addon = await newAddon(15);
  const added = await call('POST', `/reservations/${booked.id}/addons`, dispatcher, {
    addonId: addon.id,
    version: booked.version,
  });
  expect(added.statusCode, added.body).toBe(200);
  return { ...booked, version: booked.version + 1, addon, amount: booked.total + 15 };
}

async function historyOf(id: number) {
  return ctx.app.db
    .select()
    .from(reservationStatusChanges)
    .where(eq(reservationStatusChanges.reservationId, id))
    .orderBy(desc(reservationStatusChanges.id));
}

describe('POST /reservations/{id}/quote: the price of a change, as it is saved', () => {
  it('prices the trip with its addons on the new price; saving at that total writes exactly it', async () => {
    const booked = await tripWithAddon();
    const later = tripFrom(ids, { pickUpAt: inHours(80) });
    const plain = (await call('POST', '/reservations/quote', dispatcher, later)).json().data as Quote;

    const shown = await preview(dispatcher, booked.id, later);
    expect(shown.statusCode, shown.body).toBe(200);
    const quote = shown.json().data as Quote;
    expect(toCents(quote.total)).toBe(toCents(plain.total) + 1500);
    expect(quote.legs[0]?.lines.at(-1)).toMatchObject({ kind: 'addon', label: booked.addon.name, amount: 15 });
    // Nothing written by the preview.
    expect(dataOf(await details(dispatcher, booked.id)).version).toBe(booked.version);

    // The total without the addon (what the screen used to show) is not what is saved: a 409 with the real price.
    const without = await save(dispatcher, booked.id, {
      trip: later,
      customer: customerOf(booked.email),
      expectedTotal: plain.total,
      version: booked.version,
    });
    expect(without.statusCode).toBe(409);
    expect(without.json().data.total).toBe(quote.total);

    const saved = await save(dispatcher, booked.id, {
      trip: later,
      customer: customerOf(booked.email),
      expectedTotal: quote.total,
      version: booked.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.reservation.amount).toBe(quote.total);
    const [row] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(row?.amount).toBe(quote.total);
  });

  it('refuses as the change does: another’s trip is hidden, a past pickup is refused on its field', async () => {
    const booked = await bookUnpaid(dispatcher);
    const stranger = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    expect((await preview(bearer(stranger.token), booked.id, tripFrom(ids))).statusCode).toBe(404);
    const past = await preview(dispatcher, booked.id, tripFrom(ids, { pickUpAt: inHours(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ pickUpAt: PICKUP_MESSAGES.past });
    const soon = await preview(dispatcher, booked.id, tripFrom(ids, { pickUpAt: inHours(3) }));
    expect(soon.statusCode).toBe(403);
  });
});

describe('PUT /reservations/{id}: what a change leaves behind', () => {
  it('writes a history row saying what changed, before → after', async () => {
    const booked = await tripWithAddon();
    const [before] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, booked.id));
    const changed = tripFrom(ids, { pickUpAt: inHours(90), cars: [{ carId: ids.suv, count: 1 }], passengers: 3 });
    const total = (await preview(dispatcher, booked.id, changed)).json().data.total as number;
    const saved = await save(dispatcher, booked.id, {
      trip: changed,
      customer: { ...customerOf(booked.email), phoneNumber: '+1 212 555 0199' },
      expectedTotal: total,
      version: booked.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const [row] = await historyOf(booked.id);
    expect(row).toMatchObject({ fromStatus: 'unpaid', toStatus: 'unpaid' });
    // The pickup as the business writes times (its 12- or 24-hour clock), before → after.
    expect(row?.reason).toMatch(/^Changed: pickup [^;]*\d{4}-\d{2}-\d{2}[^;]* → [^;]*\d{4}-\d{2}-\d{2}[^;]*; cars/);
    expect(row?.reason).toContain('cars Sedan × 1 → SUV × 1');
    expect(row?.reason).toContain('passengers 2 → 3');
    expect(row?.reason).toContain('phone +1 212 555 0142 → +1 212 555 0199');
    expect(row?.reason).toContain(`price ${formatMoney(before?.amount ?? 0)} → ${formatMoney(total)}`);
    // The details show it, with who made it.
    const history = dataOf(await details(dispatcher, booked.id)).history;
    expect(history[0]).toMatchObject({ from: 'unpaid', to: 'unpaid', reason: row?.reason });

    const again = await save(dispatcher, booked.id, {
      trip: changed,
      customer: { ...customerOf(booked.email), phoneNumber: '+1 212 555 0199' },
      expectedTotal: total,
      version: booked.version + 1,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await historyOf(booked.id))[0]?.reason).toBe('Saved without changes');
  });

  it('tells each driver of the trip of a new time by text and e-mail; a change of the customer’s phone does not', async () => {
    const booked = await bookUnpaid(dispatcher, { cars: 2 });
    const drivers = [];
    for (const n of [1, 2]) {
      const user = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
      const digits = `917555${String(n).padStart(2, '0')}${String(booked.id % 100).padStart(2, '0')}`;
      await ctx.app.db
        .update(users)
        .set({ firstName: `Kept${n}`, phoneNumber: digits, phoneType: '@vtext.com' })
        .where(eq(users.id, user.id));
      drivers.push({ ...user, sms: `${digits}@vtext.com` });
    }
    const slots = dataOf(await details(dispatcher, booked.id)).cars.flatMap((car) => car.slots.map((s) => s.id));
    const assigned = await call('PUT', `/reservations/${booked.id}/drivers`, dispatcher, {
      version: booked.version,
      slots: slots.map((slotId, i) => ({ slotId, driverId: drivers[i]?.id })),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const addresses = drivers.flatMap((d) => [d.email, d.sms]);
    const mailTo = () =>
      ctx.app.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses)).orderBy(mailOutbox.id);
    const already = (await mailTo()).length;

    const later = tripFrom(ids, { pickUpAt: inHours(96), cars: [{ carId: ids.sedan, count: 2 }] });
    const total = (await preview(dispatcher, booked.id, later)).json().data.total as number;
    let version = (assigned.json().data as ReservationDetails).version;
    const moved = await save(dispatcher, booked.id, {
      trip: later,
      customer: customerOf(booked.email),
      expectedTotal: total,
      version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const told = (await mailTo()).slice(already);
    expect(told.map((m) => m.to).sort()).toEqual([...addresses].sort());
    for (const driver of drivers) {
      const sms = told.find((m) => m.to === driver.sms);
      // The text links to the job too, second (issue 38, item 25: it had no link).
      expect(sms?.text.split('\n').slice(0, 2)).toEqual([
        `Livery: trip A${booked.id} changed (pickup time).`,
        `https://livery.example/jobs/${booked.id}`,
      ]);
      expect(sms?.text.length).toBeLessThanOrEqual(160);
      const mail = told.find((m) => m.to === driver.email);
      expect(mail?.subject).toContain(`Trip A${booked.id} changed`);
      expect(mail?.text).toContain('was changed: pickup time');
      expect(mail?.text).toContain(`https://livery.example/jobs/${booked.id}`);
    }
    // Both drivers keep their cars: the trip stays assigned.
    const after = dataOf(await details(dispatcher, booked.id));
    expect(after.status).toBe('assigned');

    version = after.version;
    const phoneOnly = await save(dispatcher, booked.id, {
      trip: later,
      customer: { ...customerOf(booked.email), phoneNumber: '+1 212 555 0111' },
      expectedTotal: total,
      version,
    });
    expect(phoneOnly.statusCode, phoneOnly.body).toBe(200);
    expect((await mailTo()).length).toBe(already + told.length);
  });
});

describe('PUT /reservations/{id} by the customer: the office is told (issue 38, item 6)', () => {
  const office = `office-${randomUUID().slice(0, 8)}@example.com`;
  const noticesTo = async (id: number) =>
    (await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, office)).orderBy(mailOutbox.id)).filter((m) =>
      m.subject.startsWith(`Trip A${id} `),
    );

  it('with what changed, before → after, what is due and the trip’s staff page; once per change', async () => {
    await ctx.app.db.update(configurations).set({ officeEmail: office }).where(eq(configurations.id, 1));
    try {
      const traveller = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
      const asTraveller = bearer(traveller.token);
      const booked = await bookUnpaid(dispatcher, { customerId: traveller.id });
      const [before] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, booked.id));
      const changed = tripFrom(ids, { pickUpAt: inHours(90), cars: [{ carId: ids.suv, count: 1 }] });
      const total = (await preview(asTraveller, booked.id, changed)).json().data.total as number;
      const body = {
        trip: changed,
        customer: { ...customerOf(traveller.email), customerId: traveller.id },
        expectedTotal: total,
        version: booked.version,
      };
      // The same change sent twice at once (two tabs, two API processes): one is saved, the other is stale.
      const answers = await Promise.all([save(asTraveller, booked.id, body), save(asTraveller, booked.id, body)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);

      const [notice, ...more] = await noticesTo(booked.id);
      expect(more).toEqual([]);
      expect(notice?.subject).toBe(`Trip A${booked.id} changed by the customer`);
      const text = notice?.text ?? '';
      expect(text).toContain(`${traveller.email} changed trip A${booked.id} for Lifecycle Traveller online.`);
      expect(text).toMatch(/\n- pickup [^\n]*\d{4}-\d{2}-\d{2}[^\n]* → [^\n]*\d{4}-\d{2}-\d{2}/);
      expect(text).toContain('\n- cars Sedan × 1 → SUV × 1');
      expect(text).toContain(`\n- price ${formatMoney(before?.amount ?? 0)} → ${formatMoney(total)}`);
      expect(text).toContain(`Paid so far: ${formatMoney(0)}. Now due: ${formatMoney(total)}.`);
      expect(text).toContain(`Open the trip: https://livery.example/reservation/details/${booked.id}`);

      // Saved again without a change: nothing to tell. Changed again: told again.
      const same = await save(asTraveller, booked.id, { ...body, version: booked.version + 1 });
      expect(same.statusCode, same.body).toBe(200);
      expect(await noticesTo(booked.id)).toHaveLength(1);
      const later = tripFrom(ids, { pickUpAt: inHours(95), cars: [{ carId: ids.suv, count: 1 }] });
      const again = await save(asTraveller, booked.id, {
        ...body,
        trip: later,
        expectedTotal: (await preview(asTraveller, booked.id, later)).json().data.total as number,
        version: booked.version + 2,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(await noticesTo(booked.id)).toHaveLength(2);
    } finally {
      await ctx.app.db.update(configurations).set({ officeEmail: '' }).where(eq(configurations.id, 1));
    }
  });

  it('is not told of a change the office made itself', async () => {
    await ctx.app.db.update(configurations).set({ officeEmail: office }).where(eq(configurations.id, 1));
    try {
      const booked = await bookUnpaid(dispatcher);
      const later = tripFrom(ids, { pickUpAt: inHours(90) });
      const saved = await save(dispatcher, booked.id, {
        trip: later,
        customer: customerOf(booked.email),
        expectedTotal: (await preview(dispatcher, booked.id, later)).json().data.total as number,
        version: booked.version,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await noticesTo(booked.id)).toEqual([]);
    } finally {
      await ctx.app.db.update(configurations).set({ officeEmail: '' }).where(eq(configurations.id, 1));
    }
  });
});

describe('a trip booked for a chosen customer and affiliate', () => {
  it('is saved with them, and the customer sees it among their trips', async () => {
    const traveller = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const affiliate = await call('POST', '/affiliates', admin, { name: `Desk ${randomUUID()}` });
    expect(affiliate.statusCode, affiliate.body).toBe(201);
    const affiliateId = affiliate.json().data.id as number;
    const trip = tripFrom(ids);
    const expectedTotal = (await call('POST', '/reservations/quote', dispatcher, trip)).json().data.total as number;
    const booked = await call(
      'POST',
      '/reservations',
      { ...dispatcher, 'idempotency-key': randomUUID() },
      {
        trip,
        customer: { ...customerOf(traveller.email), customerId: traveller.id, affiliateId },
        termsAccepted: true,
        payment: { kind: 'unpaid' },
        expectedTotal,
      },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.reservation.id as number;
    const [row] = await ctx.app.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, id), eq(reservations.customerId, traveller.id)));
    expect(row).toMatchObject({ customerId: traveller.id, affiliateId, createdById: expect.any(Number) });

    const theirs = await call('GET', '/reservations?limit=50', bearer(traveller.token));
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((theirs.json().dataItems as { id: number }[]).map((r) => r.id)).toContain(id);
    expect((await details(bearer(traveller.token), id)).statusCode).toBe(200);
  });
});

describe('the quote warns of the same trip booked twice', () => {
  it('names the customer’s trip at the same time from the same pickup, for staff and for the customer', async () => {
    const traveller = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const asTraveller = bearer(traveller.token);
    const pickUpAt = inHours(150);
    const booked = await bookUnpaid(dispatcher, { customerId: traveller.id });
    // bookUnpaid books in three days: move it to the time this test quotes.
    const same = tripFrom(ids, { pickUpAt });
    const total = (await preview(dispatcher, booked.id, same)).json().data.total as number;
    const moved = await save(dispatcher, booked.id, {
      trip: same,
      customer: { ...customerOf(booked.email), customerId: traveller.id },
      expectedTotal: total,
      version: booked.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const warning = sameTripWarning([`A${booked.id}`]);

    const warningsOf = async (headers: Headers, body: object) => {
      const response = await call('POST', '/reservations/quote', headers, body);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Quote).warnings;
    };
    expect(await warningsOf(dispatcher, { ...same, customerId: traveller.id })).toEqual([warning]);
    expect(await warningsOf(asTraveller, same)).toEqual([warning]);
    // Another time, another customer, or nobody named: no warning.
    expect(
      await warningsOf(dispatcher, { ...tripFrom(ids, { pickUpAt: inHours(151) }), customerId: traveller.id }),
    ).toEqual([]);
    expect(await warningsOf(dispatcher, same)).toEqual([]);
    // A customer may not ask about someone else's trips.
    const other = await call('POST', '/reservations/quote', asTraveller, { ...same, customerId: 1 });
    expect(other.statusCode).toBe(403);
    // The trip itself is not its own double; a cancelled one is no longer booked.
    expect((await preview(dispatcher, booked.id, same)).json().data.warnings).toEqual([]);
    await ctx.app.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, booked.id));
    expect(await warningsOf(asTraveller, same)).toEqual([]);
  });
});
