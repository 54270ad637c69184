import { randomUUID } from 'node:crypto';
import {
  RESERVATION_LIST_MESSAGES,
  reservationListItemSchema,
  type Quote,
  type ReservationListItem,
} from '@livery/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservationCars, reservationSlots, reservations, users } from '../../../db/schema.js';
import { EXACT_COUNT_LIMIT } from '../../../lib/list-helpers.js';
import { parseCsv } from '../../../test/catalogue.js';
import {
  ADMIN,
  caller,
  CUSTOMER,
  DISPATCHER,
  DRIVER,
  signedIn,
  userWithPermissions,
  useTestApp,
  type Headers,
} from '../../../test/helper.js';
import { inHours, seededBookingIds, tripFrom } from '../../../test/booking.js';

const ctx = useTestApp();
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
const driver = signedIn(ctx, DRIVER);
const ids = seededBookingIds(ctx);

interface Page {
  dataItems: ReservationListItem[];
  count: number;
  countIsEstimate?: true;
  pageCursors?: { after: string; before: string };
}
const list = async (headers: Headers, query: string): Promise<Page> => {
  const response = await call('GET', `/reservations?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const idsOf = (page: Page) => page.dataItems.map((r) => r.id);

/** A leg written straight into the table (many rows, odd ones: drafts, fixed dates), with sensible defaults. */
type NewReservation = typeof reservations.$inferInsert;
async function insertTrip(values: Partial<NewReservation> = {}) {
  const [row] = await ctx.app.db
    .insert(reservations)
    .values({
      status: 'created',
      tripType: 'from-airport',
      name: 'Lena Listed',
      email: 'lena@example.com',
      phoneNumber: '+1 646 555 0199',
      pickUpAt: new Date('2031-05-01T14:00:00Z'),
      pickUpLocation: 'JFK Terminal 4',
      dropOffLocation: '20 W 34th St',
      paymentType: 'unpaid',
      amount: 100,
      ...values,
    })
    .returning();
  return row!;
}

/** A car on the trip with this driver in its first slot (what assigning will write, issue 12's lifecycle). */
async function assignDriver(reservationId: number, driverId: number) {
  const [car] = await ctx.app.db
    .insert(reservationCars)
    .values({ reservationId, carName: 'Sedan', count: 1, lineAmount: 90, position: 0 })
    .returning();
  await ctx.app.db
    .insert(reservationSlots)
    .values({ reservationId, reservationCarId: car!.id, slot: 1, driverId, driverShare: 90 });
}

const userIds = { admin: 0, customer: 0, driver: 0 };
beforeAll(async () => {
  const rows = await ctx.app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [ADMIN.email, CUSTOMER.email, DRIVER.email]));
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
  Object.assign(userIds, { admin: idOf(ADMIN.email), customer: idOf(CUSTOMER.email), driver: idOf(DRIVER.email) });
});

/** A trip booked through POST /reservations at its quoted total. */
async function book(headers: Headers, trip: object, customerFields: object = {}) {
  const quote = await call('POST', '/reservations/quote', headers, trip);
  expect(quote.statusCode, quote.body).toBe(200);
  const response = await call(
    'POST',
    '/reservations',
    { ...headers, 'idempotency-key': randomUUID() },
    {
      trip,
      customer: {
        name: 'Rosa Roundtrip',
        email: 'rosa.round@example.com',
        phoneNumber: '+1 917 555 0142',
        ...customerFields,
      },
      termsAccepted: true,
      payment: { kind: 'unpaid' },
      expectedTotal: (quote.json().data as Quote).total,
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { reservation: { id: number }; returnReservation: { id: number } | null };
}

describe('GET /reservations: the columns', () => {
  it('answers SPEC §2’s columns of a booked round trip: numbers, links both ways, drivers, affiliate', async () => {
    const affiliate = await call('POST', '/affiliates', admin, { name: `Listing Desk ${randomUUID()}` });
    const trip = tripFrom(ids, { returnTrip: { pickUpAt: inHours(96), stops: [] }, isBagsChecked: true });
    const booked = await book(dispatcher, trip, { affiliateId: affiliate.json().data.id, hotelName: 'The Plaza' });
    const outboundId = booked.reservation.id;
    const returnId = booked.returnReservation!.id;
    await assignDriver(outboundId, userIds.driver);

    const page = await list(dispatcher, `search=A${outboundId}`);
    expect(page.count).toBe(1);
    const [outbound] = page.dataItems;
    expect(Object.keys(outbound!).sort()).toEqual(Object.keys(reservationListItemSchema.shape).sort());
    expect(outbound).toMatchObject({
      id: outboundId,
      number: `A${outboundId}`,
      status: 'unpaid',
      tripType: 'from-airport',
      paymentType: 'unpaid',
      customerId: null,
      transactionId: null,
      assignedDrivers: [{ id: userIds.driver, fullName: 'Dev Driver' }],
      name: 'Rosa Roundtrip',
      email: 'rosa.round@example.com',
      phoneNumber: '+1 917 555 0142',
      affiliateName: affiliate.json().data.name,
      parentOf: returnId,
      parentOfNumber: `A${returnId}`,
      childOf: null,
      childOfNumber: null,
      pickUpLocation: 'JFK Terminal 4',
      dropOffLocation: '20 W 34th St, New York, NY 10001',
      hotelName: 'The Plaza',
      isBagsChecked: true,
      version: expect.any(Number),
    });
    expect(outbound!.amount).toBeGreaterThan(0);
    expect(new Date(outbound!.pickUpDateTime!).getTime()).toBeGreaterThan(Date.now() + 70 * 3_600_000);

    const [back] = (await list(dispatcher, `search=A${returnId}`)).dataItems;
    expect(back).toMatchObject({
      childOf: outboundId,
      childOfNumber: `A${outboundId}`,
      parentOf: null,
      assignedDrivers: [],
      pickUpLocation: '20 W 34th St, New York, NY 10001',
    });
  });

  it('lists drafts too, with what their wizard state holds and nulls for the rest', async () => {
    const saved = await call('POST', '/reservation-drafts', dispatcher, {
      state: { step: 1, customer: { name: 'Drafty Dora', email: 'dora@example.com' } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const [draft] = (await list(dispatcher, `search=${saved.json().data.number}`)).dataItems;
    expect(draft).toMatchObject({
      status: 'draft',
      name: 'Drafty Dora',
      pickUpDateTime: null,
      amount: null,
      paymentType: null,
      assignedDrivers: [],
    });
  });
});

/**
 * A tag of letters only: a hex one can hold "a14", which the A-number search (A14) also matches in names, so a
 * test's rows named with it turned up in another test's search by number.
 */
const lettersTag = () => `${randomUUID()}${randomUUID()}`.replace(/[^a-f]/g, '').slice(0, 8);

describe('GET /reservations: filters and search', () => {
  it('filters by one or several statuses', async () => {
    const tag = `Statusy ${lettersTag()}`;
    const made = new Map<string, number>();
    for (const status of ['created', 'assigned', 'completed', 'cancelled', 'draft']) {
      made.set(status, (await insertTrip({ status, name: tag })).id);
    }
    const only = async (statuses: string) =>
      idsOf(await list(dispatcher, `search=${encodeURIComponent(tag)}&status=${statuses}&sort=id`));
    expect(await only('assigned')).toEqual([made.get('assigned')]);
    expect(await only('completed,cancelled,draft')).toEqual(
      ['completed', 'cancelled', 'draft'].map((s) => made.get(s)).sort((a, b) => a! - b!),
    );
    expect(await only('viewed')).toEqual([]);
    expect((await list(dispatcher, `search=${encodeURIComponent(tag)}`)).count).toBe(5);
  });

  it('filters by pickup date in the business time zone, both ends included', async () => {
    const tag = `Datey ${lettersTag()}`;
    // 23:30 in New York on 5 June is 03:30 UTC on the 6th: a trip of the 5th.
    const lateOnFifth = await insertTrip({ name: tag, pickUpAt: new Date('2031-06-06T03:30:00Z') });
    const midnightSixth = await insertTrip({ name: tag, pickUpAt: new Date('2031-06-06T04:00:00Z') });
    const seventh = await insertTrip({ name: tag, pickUpAt: new Date('2031-06-07T15:00:00Z') });
    const range = async (query: string) =>
      idsOf(await list(dispatcher, `search=${encodeURIComponent(tag)}&sort=pickUpAt&${query}`));
    expect(await range('from=2031-06-05&to=2031-06-05')).toEqual([lateOnFifth.id]);
    expect(await range('from=2031-06-06&to=2031-06-06')).toEqual([midnightSixth.id]);
    expect(await range('from=2031-06-06')).toEqual([midnightSixth.id, seventh.id]);
    expect(await range('to=2031-06-06')).toEqual([lateOnFifth.id, midnightSixth.id]);
    expect(await range('from=2031-06-05&to=2031-06-07&dateField=pickUpAt')).toHaveLength(3);
    expect(await range('from=2031-06-08')).toEqual([]);
  });

  it('filters by creation date for admins only; anyone else gets a 403 that says why', async () => {
    const tag = `Createy ${lettersTag()}`;
    const old = await insertTrip({ name: tag, createdAt: new Date('2021-03-10T04:30:00Z') }); // 9 March in New York
    await insertTrip({ name: tag, createdAt: new Date('2021-03-11T15:00:00Z') });
    const query = `search=${encodeURIComponent(tag)}&dateField=createdAt&from=2021-03-09&to=2021-03-09`;
    expect(idsOf(await list(admin, query))).toEqual([old.id]);
    for (const headers of [dispatcher, customer]) {
      const refused = await call('GET', `/reservations?${query}`, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(RESERVATION_LIST_MESSAGES.createdAtForAdmins);
    }
    expect((await call('GET', `/reservations/export.csv?${query}`, dispatcher)).statusCode).toBe(403);
  });

  it('searches by A-number, bare number, name, e-mail and phone fragments, case-insensitively', async () => {
    const tag = randomUUID().slice(0, 6);
    const trip = await insertTrip({
      name: `Quincy Quest${tag}`,
      email: `q.quest.${tag}@example.org`,
      phoneNumber: `+1 305 ${tag.replace(/\D/g, '7').slice(0, 3)} 8642`,
    });
    const found = async (search: string) =>
      idsOf(await list(dispatcher, `search=${encodeURIComponent(search)}&limit=500`));
    expect(await found(`A${trip.id}`)).toEqual([trip.id]);
    expect(await found(`a${trip.id}`)).toEqual([trip.id]);
    expect(await found(String(trip.id))).toContain(trip.id);
    expect(await found(`quincy quest${tag}`.toUpperCase())).toEqual([trip.id]);
    expect(await found(`quest.${tag}@EXAMPLE`)).toEqual([trip.id]);
    expect(await found(trip.phoneNumber!.slice(3))).toEqual([trip.id]);
    // A number no reservation has, and text that only looks like one.
    expect(await found('A2147483647')).toEqual([]);
    expect(await found('A99999999999')).toEqual([]);
    // The LIKE wildcards are text: "%" finds no more than a "%" would.
    expect(await found('%')).toEqual([]);
  });
});

describe('GET /reservations: sorting and pages', () => {
  /** Rows made on a day of their own (only admins filter by it), with ties and empty values in every column. */
  const day = '2020-02-14';
  const made: ReservationListItem[] = [];
  beforeAll(async () => {
    const at = (time: string) => new Date(`${day}T${time}:00Z`);
    const rows: Partial<NewReservation>[] = [
      { name: 'Kim', email: 'kim@sort.test', amount: 50, pickUpAt: at('20:00'), createdAt: at('15:00') },
      { name: 'Lee', email: 'lee@sort.test', amount: 75, pickUpAt: at('18:00'), createdAt: at('15:00') },
      { name: 'Kim', email: 'kim@sort.test', amount: 50, pickUpAt: at('20:00'), createdAt: at('16:00') },
      { name: 'Ng', email: 'ng@sort.test', amount: 120.5, pickUpAt: at('21:00'), createdAt: at('15:00') },
      { status: 'draft', name: null, email: null, amount: null, pickUpAt: null, createdAt: at('17:00') },
      { name: 'Park', email: 'park@sort.test', amount: 75, pickUpAt: at('18:00'), createdAt: at('17:00') },
      { status: 'draft', name: 'Kim', email: null, amount: null, pickUpAt: null, createdAt: at('17:00') },
      { name: 'Lee', email: 'lee@sort.test', amount: 50, pickUpAt: at('19:00'), createdAt: at('18:00') },
      {
        status: 'draft',
        name: null,
        email: 'ng@sort.test',
        amount: null,
        pickUpAt: at('19:00'),
        createdAt: at('18:00'),
      },
      { name: 'Park', email: 'park@sort.test', amount: 10, pickUpAt: at('18:00'), createdAt: at('19:00') },
    ];
    for (const values of rows) await insertTrip(values);
    made.push(...(await list(admin, `dateField=createdAt&from=${day}&to=${day}&sort=id&limit=500`)).dataItems);
  });

  const valueOf: Record<string, (r: ReservationListItem) => string | number | null> = {
    pickUpAt: (r) => (r.pickUpDateTime ? Date.parse(r.pickUpDateTime) : null),
    createdAt: (r) => Date.parse(r.createdAt),
    amount: (r) => r.amount,
    name: (r) => r.name,
    email: (r) => r.email,
    id: (r) => r.id,
  };
  /** PostgreSQL's order: empty values after every value ascending, before them descending; the id breaks ties. */
  function expected(field: string, descending: boolean): number[] {
    const value = valueOf[field]!;
    const ascending = [...made].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if (x === y) return a.id - b.id;
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -1 : 1;
    });
    return (descending ? ascending.reverse() : ascending).map((r) => r.id);
  }

  it('orders by each field both ways and walks every page by cursor, forwards and back, without gaps or repeats', async () => {
    expect(made).toHaveLength(10);
    for (const field of Object.keys(valueOf)) {
      for (const sort of [field, `-${field}`]) {
        const base = `dateField=createdAt&from=${day}&to=${day}&sort=${sort}&limit=3`;
        const wanted = expected(field, sort.startsWith('-'));
        const whole = await list(admin, base.replace('limit=3', 'limit=500'));
        expect(idsOf(whole), sort).toEqual(wanted);

        const forwards: number[] = [];
        let page = await list(admin, base);
        while (page.dataItems.length) {
          forwards.push(...idsOf(page));
          page = await list(admin, `${base}&after=${page.pageCursors!.after}`);
        }
        expect(forwards, `${sort} forwards`).toEqual(wanted);

        const backwards: number[] = [];
        page = await list(admin, `${base}&offset=7`);
        while (page.dataItems.length) {
          backwards.unshift(...idsOf(page));
          page = await list(admin, `${base}&before=${page.pageCursors!.before}`);
        }
        expect(backwards, `${sort} backwards`).toEqual(wanted);
      }
    }
  });

  it('sorts newest bookings first by default', async () => {
    expect(idsOf(await list(admin, `dateField=createdAt&from=${day}&to=${day}`))).toEqual(expected('createdAt', true));
  });
});

describe('GET /reservations: who sees what', () => {
  it('shows a customer the trips booked for or by them, a driver the trips they drive, staff everything', async () => {
    const forCustomer = await insertTrip({ customerId: userIds.customer, name: 'Own Trip' });
    const byCustomer = await insertTrip({ createdById: userIds.customer, customerId: null, status: 'draft' });
    const driven = await insertTrip({ name: 'Driven Trip' });
    await assignDriver(driven.id, userIds.driver);
    const someoneElses = await insertTrip({ customerId: userIds.admin, createdById: userIds.admin });

    const customerPage = await list(customer, 'limit=500');
    expect(idsOf(customerPage).sort((a, b) => a - b)).toEqual([forCustomer.id, byCustomer.id]);
    expect(customerPage.count).toBe(2);
    const driverPage = await list(driver, 'limit=500');
    expect(idsOf(driverPage)).toContain(driven.id);
    expect(idsOf(driverPage)).not.toContain(forCustomer.id);
    expect(idsOf(driverPage)).not.toContain(someoneElses.id);
    // Their own scope still takes the filters and the search.
    expect(idsOf(await list(customer, 'status=draft'))).toEqual([byCustomer.id]);
    expect(idsOf(await list(customer, `search=A${someoneElses.id}`))).toEqual([]);

    const nobody = await userWithPermissions(ctx.app, []);
    expect(await list({ authorization: `Bearer ${nobody.token}` }, '')).toMatchObject({ dataItems: [], count: 0 });

    const all = await list(dispatcher, 'limit=500&sort=-id');
    expect(idsOf(all)).toEqual(expect.arrayContaining([forCustomer.id, byCustomer.id, driven.id, someoneElses.id]));
    const [{ total }] = (
      (await ctx.app.db.execute(sql`select count(*)::int as total from reservations`)) as unknown as {
        rows: { total: number }[];
      }
    ).rows as [{ total: number }];
    expect(all.count).toBe(total);
  });

  it('narrows to one person’s trips with userId: your own, or anyone’s with reservations:view', async () => {
    const forCustomer = await insertTrip({ customerId: userIds.customer, name: 'Profile Trip' });
    const someoneElses = await insertTrip({ customerId: userIds.admin, createdById: userIds.admin });
    const own = await list(customer, `userId=${userIds.customer}&limit=500`);
    expect(idsOf(own)).toContain(forCustomer.id);
    expect(idsOf(own)).not.toContain(someoneElses.id);
    const others = await call('GET', `/reservations?userId=${userIds.admin}`, customer);
    expect(others.statusCode).toBe(403);
    expect(others.json().error.message).toBe(RESERVATION_LIST_MESSAGES.othersTrips);
    // Staff see that person's trips only, not everyone's.
    const byStaff = await list(dispatcher, `userId=${userIds.customer}&limit=500`);
    expect(idsOf(byStaff)).toContain(forCustomer.id);
    expect(idsOf(byStaff)).not.toContain(someoneElses.id);
    expect((await call('GET', '/reservations?userId=0', dispatcher)).statusCode).toBe(400);
  });

  it('refuses visitors, and the export to anyone without reservations:view', async () => {
    expect((await call('GET', '/reservations', {})).statusCode).toBe(401);
    expect((await call('GET', '/reservations/export.csv', {})).statusCode).toBe(401);
    expect((await call('GET', '/reservations/export.csv', customer)).statusCode).toBe(403);
    expect((await call('GET', '/reservations/export.csv', driver)).statusCode).toBe(403);
  });
});

describe('GET /reservations: bad input is a 400, never a 500', () => {
  it('refuses unknown parameters, statuses, dates, sorts and cursors with a message', async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const first = await list(dispatcher, 'limit=2');
    const cases: [string, string][] = [
      ['paymentType=unpaid', ''],
      ['status=lost', 'status'],
      ['status=created,', 'status'],
      ['from=2031-02-30', 'from'],
      ['to=tomorrow', 'to'],
      ['from=2031-06-07&to=2031-06-01', 'from'],
      ['dateField=updatedAt', 'dateField'],
      ['sort=price', 'sort'],
      ['limit=0', 'limit'],
      ['after=not-a-cursor', 'after'],
      [`after=${cursor(['pickUpAt', '2031-02-45 10:00:00+00', 3])}&sort=pickUpAt`, 'after'],
      [`before=${cursor(['amount', 'lots', 3])}&sort=amount`, 'before'],
      [`after=${cursor(['createdAt', null, 3])}`, 'after'],
      [`after=${first.pageCursors!.after}&sort=name`, 'after'],
      [`after=${first.pageCursors!.after}&before=${first.pageCursors!.before}`, 'after'],
    ];
    for (const [query, field] of cases) {
      for (const url of [`/reservations?${query}`, `/reservations/export.csv?${query}`]) {
        const response = await call('GET', url, admin);
        // The export reads no cursor: those cases are the list's alone.
        if (url.includes('export') && /after|before/.test(query)) continue;
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION');
        if (field) expect(Object.keys(response.json().error.fields ?? {}), url).toContain(field);
      }
    }
  });
});

describe('GET /reservations: counts', () => {
  it('counts exactly up to 1,000 matches and estimates beyond, as the other lists do', async () => {
    await ctx.app.db.execute(sql`insert into reservations (status, trip_type, name, email, pick_up_at, amount)
      select 'created', 'to-airport', 'Bulk Booker ' || g, 'bulk-' || g || '@example.net',
             timestamptz '2032-01-01 12:00+00' + g * interval '1 hour', 80
      from generate_series(1, ${EXACT_COUNT_LIMIT + 20}) g`);
    await ctx.app.db.execute(sql`analyze reservations`);
    const everything = await list(dispatcher, 'limit=5');
    expect(everything).toMatchObject({ countIsEstimate: true });
    expect(everything.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const narrow = await list(dispatcher, 'search=Bulk%20Booker%20101&limit=5');
    expect(narrow.count).toBe(11); // 101 and 1010–1019
    expect(narrow.countIsEstimate).toBeUndefined();
  });
});

describe('GET /reservations/export.csv', () => {
  it('streams every matching row in the list’s order under SPEC §2’s headers, dates in the business time zone', async () => {
    const tag = `Csvy ${randomUUID().slice(0, 8)}`;
    const late = await insertTrip({
      name: tag,
      pickUpAt: new Date('2031-06-06T03:30:00Z'),
      amount: 1234.5,
      isBagsChecked: true,
      hotelName: 'Hotel, "Quoted"',
      createdAt: new Date('2026-01-02T03:00:00Z'),
    });
    const early = await insertTrip({ name: tag, pickUpAt: new Date('2031-06-01T12:00:00Z'), parentOf: late.id });
    await assignDriver(late.id, userIds.driver);
    // Its car on location, on board and dropped off (decision 058).
    await ctx.app.db
      .update(reservationSlots)
      .set({
        progress: 'dropped-off',
        onLocationAt: new Date('2031-06-06T03:25:00Z'),
        onBoardAt: new Date('2031-06-06T03:40:00Z'),
        droppedOffAt: new Date('2031-06-06T04:20:00Z'),
      })
      .where(eq(reservationSlots.reservationId, late.id));
    const response = await call(
      'GET',
      `/reservations/export.csv?search=${encodeURIComponent(tag)}&sort=-pickUpAt`,
      dispatcher,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="reservations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Id',
      'Payment Type',
      'Customer Id',
      'Transaction Id',
      'Assigned Drivers',
      'Username',
      'Email',
      'Affiliate Name',
      'Return Trip',
      'Return Trip Off',
      'Pickup Time',
      'Pickup Address',
      'Dropoff Address',
      'Hotel Name',
      'Bag Checked',
      'Status',
      'Amount',
      'Phone',
      'Created At',
      'Actual Pick Up',
      'On Board',
      'Dropped Off',
    ]);
    expect(rows.map((r) => r[0])).toEqual([`A${late.id}`, `A${early.id}`]);
    expect(rows[0]).toEqual([
      `A${late.id}`,
      'unpaid',
      '',
      '',
      'Dev Driver',
      tag,
      'lena@example.com',
      '',
      '',
      '',
      // The business's clock, 12-hour by default (decision 056).
      '2031-06-05 11:30 PM',
      'JFK Terminal 4',
      '20 W 34th St',
      'Hotel, "Quoted"',
      'Yes',
      'created',
      '1234.50',
      // A phone's leading + starts no formula: no apostrophe in the sheet (decisions 013, 056).
      '+1 646 555 0199',
      '2026-01-01',
      '2031-06-05 11:25 PM',
      '2031-06-05 11:40 PM',
      '2031-06-06 12:20 AM',
    ]);
    expect(rows[1]![8]).toBe(`A${late.id}`);
    expect(rows[1]![14]).toBe('No');

    // More rows than a batch, in the list's order.
    const bulk = await call('GET', '/reservations/export.csv?search=Bulk%20Booker&sort=pickUpAt', admin);
    const bulkRows = parseCsv(bulk.body).slice(1);
    expect(bulkRows).toHaveLength(EXACT_COUNT_LIMIT + 20);
    expect(bulkRows[0]![5]).toBe('Bulk Booker 1');
    expect(bulkRows.at(-1)![5]).toBe(`Bulk Booker ${EXACT_COUNT_LIMIT + 20}`);
  });

  it('is not taken for a reservation id', async () => {
    const response = await call('GET', '/reservations/export.csv?status=assigned', admin);
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body)[0]![0]).toBe('Id');
    const stillFound = await list(admin, 'limit=1');
    expect(stillFound.dataItems).toHaveLength(1);
  });
});

describe('the indexes the list needs (decision 042)', () => {
  it('are there: the creator’s and status with creation date, beside 0011’s', async () => {
    const rows = (await ctx.app.db.execute(
      sql`select indexname from pg_indexes where tablename = 'reservations'`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(rows.rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'reservations_created_by_idx',
        'reservations_status_created_idx',
        'reservations_status_pick_up_idx',
        'reservations_customer_idx',
        'reservations_pick_up_at_sort_idx',
        'reservations_name_trgm_idx',
      ]),
    );
  });
});
