import { randomInt, randomUUID } from 'node:crypto';
import { businessDate, startOfBusinessDay, type Quote, type ReservationListItem } from '@livery/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, users } from '../../../db/schema.js';
import {
  ADMIN,
  caller,
  DISPATCHER,
  signedIn,
  userWithPermissions,
  useTestApp,
  type Headers,
} from '../../../test/helper.js';
import { seededBookingIds, tripFrom } from '../../../test/booking.js';
import { searchUsers } from '../../people/index.js';
import { searchReservations } from './list-queries.js';

/**
 * Search the way staff type (issue 22, decision 054): a phone whatever its punctuation, the trip's addresses, each
 * through an index; the dispatcher's default view (upcoming pickups first); what a draft shows of itself.
 */
const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);

const listed = async (headers: Headers, query: string) => {
  const response = await call('GET', `/reservations?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().dataItems as ReservationListItem[];
};
const found = async (search: string, extra = '') =>
  (await listed(dispatcher, `search=${encodeURIComponent(search)}&limit=500${extra}`)).map((r) => r.id);

async function insertTrip(values: Partial<typeof reservations.$inferInsert>) {
  const [row] = await ctx.app.db
    .insert(reservations)
    .values({ status: 'created', tripType: 'from-airport', paymentType: 'unpaid', amount: 90, ...values })
    .returning();
  return row!;
}

/** A New York number of its own for each test, written as the test wants it. */
const freshNumber = () => ({ exchange: String(randomInt(200, 1000)), line: String(randomInt(1000, 10_000)) });

/** The indexes the plan of `select … where <condition>` reads, with sequential scans made unattractive. */
async function indexesRead(table: typeof reservations | typeof users, condition: SQL | undefined) {
  return ctx.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const plan = (await tx.execute(
      sql`explain ${tx.select({ id: table.id }).from(table).where(condition)}`,
    )) as unknown as { rows: Record<string, string>[] };
    return plan.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('GET /reservations: a phone number whatever its punctuation', () => {
  it('finds a trip by 6465550111, 646-555-0111, +1 (646) 555-0111 and a part of it, however it was stored', async () => {
    const { exchange, line } = freshNumber();
    const dashed = await insertTrip({ phoneNumber: `646-${exchange}-${line}` });
    const international = await insertTrip({ phoneNumber: `+1 (646) ${exchange}-${line}` });
    const dotted = await insertTrip({ phoneNumber: `646.${exchange}.${line}` });
    const all = [dashed.id, international.id, dotted.id].sort((a, b) => a - b);
    for (const typed of [
      `646${exchange}${line}`,
      `646-${exchange}-${line}`,
      `+1 (646) ${exchange}-${line}`,
      `1 646 ${exchange} ${line}`,
      `(646) ${exchange}.${line}`,
    ]) {
      expect(await found(typed, '&sort=id'), typed).toEqual(all);
    }
    // Part of the number, typed another way than stored.
    expect(await found(`${exchange} ${line}`)).toEqual(expect.arrayContaining(all));
    // A longer number holding this one is another number.
    expect(await found(`646-${exchange}-${line}9`)).toEqual([]);
  });

  it('reads the phone’s digits through their trigram index (the expression matches the index’s)', async () => {
    const plan = await indexesRead(reservations, searchReservations('+1 (646) 555-0111'));
    expect(plan).toContain('reservations_phone_digits_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});

describe('GET /reservations: addresses', () => {
  it('finds a trip by a fragment of its pickup, drop-off or hotel, case-insensitively', async () => {
    const tag = randomUUID().slice(0, 8);
    const pickUp = await insertTrip({ pickUpLocation: `${tag} Pickup Lane 12, Queens` });
    const dropOff = await insertTrip({ dropOffLocation: `Gate ${tag} Dropoff Road` });
    const hotel = await insertTrip({ hotelName: `Hotel ${tag} Grand` });
    expect(await found(`${tag} pickup lane`.toUpperCase())).toEqual([pickUp.id]);
    expect(await found(`${tag} dropoff`)).toEqual([dropOff.id]);
    expect(await found(`hotel ${tag}`)).toEqual([hotel.id]);
    expect((await found(tag, '&sort=id')).sort((a, b) => a - b)).toEqual([pickUp.id, dropOff.id, hotel.id]);
  });

  it('reads every searched column through an index', async () => {
    const plan = await indexesRead(reservations, searchReservations('Terminal 4'));
    for (const index of [
      'reservations_name_trgm_idx',
      'reservations_email_trgm_idx',
      'reservations_phone_number_trgm_idx',
      'reservations_pick_up_location_trgm_idx',
      'reservations_drop_off_location_trgm_idx',
      'reservations_hotel_name_trgm_idx',
    ]) {
      expect(plan).toContain(index);
    }
    expect(plan).not.toContain('Seq Scan');
  });
});

describe('GET /users: a phone number whatever its punctuation', () => {
  it('finds a customer by any way of writing their phone, through the digits’ index', async () => {
    const { exchange, line } = freshNumber();
    const person = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    await ctx.app.db
      .update(users)
      .set({ phoneNumber: `+1 (917) ${exchange}-${line}` })
      .where(eq(users.id, person.id));
    for (const typed of [`917${exchange}${line}`, `917-${exchange}-${line}`, `+1 917 ${exchange} ${line}`]) {
      const response = await call('GET', `/users?role=customer&search=${encodeURIComponent(typed)}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response.json().dataItems.map((u: { id: number }) => u.id),
        typed,
      ).toEqual([person.id]);
    }
    expect(await indexesRead(users, searchUsers('917-555-0111'))).toContain('users_phone_digits_trgm_idx');
  });
});

describe('GET /reservations: the dispatcher’s default view, upcoming pickups first', () => {
  it('lists from the start of today in the business time zone, by pickup, the earliest first', async () => {
    const tag = `Upcoming ${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    const today = businessDate(new Date(), ctx.app.businessTimeZone);
    const startOfToday = startOfBusinessDay(today, ctx.app.businessTimeZone);
    const at = (minutes: number) => new Date(startOfToday.getTime() + minutes * 60_000);
    const tomorrow = await insertTrip({ name: tag, pickUpAt: at(36 * 60) });
    const yesterday = await insertTrip({ name: tag, pickUpAt: at(-1) });
    const firstThingToday = await insertTrip({ name: tag, pickUpAt: at(0) });
    const laterToday = await insertTrip({ name: tag, pickUpAt: at(20 * 60) });
    await insertTrip({ name: tag, status: 'draft', pickUpAt: null });

    const view = await listed(dispatcher, `search=${encodeURIComponent(tag)}&from=${today}&sort=pickUpAt`);
    expect(view.map((r) => r.id)).toEqual([firstThingToday.id, laterToday.id, tomorrow.id]);
    // Cleared, the filter shows the past and the drafts without a pickup too, still by pickup (empty ones last).
    const all = await listed(dispatcher, `search=${encodeURIComponent(tag)}&sort=pickUpAt`);
    expect(all.map((r) => r.id).slice(0, 4)).toEqual([yesterday.id, firstThingToday.id, laterToday.id, tomorrow.id]);
    expect(all[4]).toMatchObject({ status: 'draft', pickUpDateTime: null });
  });
});

describe('GET /reservations: what a row shows', () => {
  it('names the trip’s car classes and counts in booking order', async () => {
    const quoteBody = tripFrom(ids, {
      passengers: 6,
      cars: [
        { carId: ids.sedan, count: 2 },
        { carId: ids.suv, count: 1 },
      ],
    });
    const quote = await call('POST', '/reservations/quote', dispatcher, quoteBody);
    expect(quote.statusCode, quote.body).toBe(200);
    const booked = await call(
      'POST',
      '/reservations',
      { ...dispatcher, 'idempotency-key': randomUUID() },
      {
        trip: quoteBody,
        customer: { name: 'Carla Cars', email: 'carla.cars@example.com', phoneNumber: '+1 917 555 0100' },
        termsAccepted: true,
        payment: { kind: 'unpaid' },
        expectedTotal: (quote.json().data as Quote).total,
      },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await listed(dispatcher, `search=A${booked.json().data.reservation.id}`);
    expect(row?.cars).toEqual([
      { name: 'Sedan', count: 2 },
      { name: 'SUV', count: 1 },
    ]);
  });

  it('shows a draft’s name, pickup and route from its wizard state, at whatever step it was saved', async () => {
    const tag = randomUUID().slice(0, 8);
    const state = {
      version: 1,
      step: 'price',
      trip: {
        tripType: 'to-airport',
        pickUp: { placeId: null, address: `${tag} Draft Street 5`, airportId: null, isAirport: false },
        dropOff: { placeId: null, address: 'JFK Terminal 4', airportId: null, isAirport: true },
        stops: [],
        pickUpDate: '2031-06-05',
        pickUpTime: '23:30',
        passengers: 3,
      },
      price: { cars: [] },
      customer: { name: `Drafty ${tag}`, email: '', phoneNumber: '', hotelName: '' },
    };
    const saved = await call('POST', '/reservation-drafts', dispatcher, { state });
    expect(saved.statusCode, saved.body).toBe(201);
    const [draft] = await listed(dispatcher, `search=${saved.json().data.number}`);
    expect(draft).toMatchObject({
      status: 'draft',
      tripType: 'to-airport',
      name: `Drafty ${tag}`,
      // 23:30 in New York on 5 June.
      pickUpDateTime: '2031-06-06T03:30:00.000Z',
      pickUpLocation: `${tag} Draft Street 5`,
      dropOffLocation: 'JFK Terminal 4',
      cars: [],
    });
    // Found by what it holds, as a booked trip is.
    expect(await found(`${tag} draft street`)).toEqual([draft!.id]);

    // Emptied in the wizard and saved again: emptied in the list.
    const resaved = await call('PUT', `/reservation-drafts/${draft!.id}`, dispatcher, {
      state: { ...state, trip: { ...state.trip, pickUpTime: '' } },
      version: saved.json().data.version,
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect((await listed(dispatcher, `search=${saved.json().data.number}`))[0]?.pickUpDateTime).toBeNull();
  });

  it('shows what an older draft’s state holds where its columns were left empty', async () => {
    const tag = randomUUID().slice(0, 8);
    const old = await insertTrip({
      status: 'draft',
      amount: null,
      paymentType: null,
      name: `Older ${tag}`,
      draftState: {
        trip: {
          pickUp: { address: 'LGA Terminal B' },
          dropOff: { address: `${tag} Old Road` },
          pickUpDate: '2031-01-02',
          pickUpTime: '08:00',
        },
      },
    });
    const [row] = await listed(dispatcher, `search=A${old.id}`);
    expect(row).toMatchObject({
      name: `Older ${tag}`,
      pickUpDateTime: '2031-01-02T13:00:00.000Z',
      pickUpLocation: 'LGA Terminal B',
      dropOffLocation: `${tag} Old Road`,
    });
  });
});
