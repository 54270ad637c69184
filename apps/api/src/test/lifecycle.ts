import { randomUUID } from 'node:crypto';
import type { Quote, ReservationDetails } from '@livery/domain';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app.js';
import {
  auditLog,
  mailOutbox,
  reservationSlots,
  reservationRefunds,
  reservations,
  reservationStatusChanges,
} from '../db/schema.js';
import type { FakePaypal } from './stand-ins/paypal/server.js';
import { inHours, tripFrom, type BookingIds } from './booking.js';
import { caller, type Headers } from './helper.js';

/**
 * Trips for the details and lifecycle tests (decision 043), booked through the API as a person books them, and the
 * rows a move writes. A status a test needs at once (assigned, which `PUT /reservations/{id}/drivers` reaches through
 * its drivers and notices) is set in the database.
 */
export interface Booked {
  id: number;
  returnId: number | null;
  version: number;
  total: number;
  email: string;
  transactionId: string | null;
}

let trips = 0;
const uniqueEmail = () => `trip-${(trips += 1)}-${randomUUID().slice(0, 8)}@example.com`;

export function lifecycleHelpers(ctx: { readonly app: App }, ids: BookingIds) {
  const call = caller(ctx);
  const trip = (overrides: Record<string, unknown> = {}) => tripFrom(ids, overrides);

  async function totalOf(headers: Headers, tripBody: object): Promise<number> {
    const response = await call('POST', '/reservations/quote', headers, tripBody);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Quote).total;
  }

  /** Booked by staff without payment (unpaid), for `customerId` when given. */
  async function bookUnpaid(
    headers: Headers,
    options: { roundTrip?: boolean; customerId?: number; cars?: number } = {},
  ): Promise<Booked> {
    const tripBody = trip({
      ...(options.roundTrip ? { returnTrip: { pickUpAt: inHours(100), stops: [] } } : {}),
      ...(options.cars ? { cars: [{ carId: ids.sedan, count: options.cars }], passengers: 2 } : {}),
    });
    const email = uniqueEmail();
    const body = {
      trip: tripBody,
      customer: {
        name: 'Lifecycle Traveller',
        email,
        phoneNumber: '+1 212 555 0142',
        ...(options.customerId ? { customerId: options.customerId } : {}),
      },
      termsAccepted: true,
      payment: { kind: 'unpaid' },
      expectedTotal: await totalOf(headers, tripBody),
    };
    const response = await call('POST', '/reservations', { ...headers, 'idempotency-key': randomUUID() }, body);
    expect(response.statusCode, response.body).toBe(201);
    const { reservation, returnReservation } = response.json().data;
    return {
      id: reservation.id,
      returnId: returnReservation?.id ?? null,
      version: reservation.version,
      total: body.expectedTotal,
      email,
      transactionId: null,
    };
  }

  /** Booked and paid with PayPal by the signed-in customer (created). */
  async function bookPaid(headers: Headers, fake: FakePaypal, options: { roundTrip?: boolean } = {}): Promise<Booked> {
    const tripBody = trip(options.roundTrip ? { returnTrip: { pickUpAt: inHours(100), stops: [] } } : {});
    const expectedTotal = await totalOf(headers, tripBody);
    const order = await call('POST', '/reservations/paypal/orders', headers, { trip: tripBody, expectedTotal });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().data.orderId as string;
    fake.approve(orderId);
    const email = uniqueEmail();
    const response = await call(
      'POST',
      '/reservations',
      { ...headers, 'idempotency-key': randomUUID() },
      {
        trip: tripBody,
        customer: { name: 'Paying Traveller', email, phoneNumber: '+1 212 555 0143' },
        termsAccepted: true,
        expectedTotal,
        payment: { kind: 'paypal', orderId },
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { reservation, returnReservation } = response.json().data;
    return {
      id: reservation.id,
      returnId: returnReservation?.id ?? null,
      version: reservation.version,
      total: expectedTotal,
      email,
      transactionId: reservation.transactionId,
    };
  }

  /** Sets a leg's status in the database (what the API cannot do yet); answers its version. */
  async function setStatus(id: number, status: string): Promise<number> {
    const [row] = await ctx.app.db
      .update(reservations)
      .set({ status })
      .where(eq(reservations.id, id))
      .returning({ version: reservations.version });
    if (!row) throw new Error(`no reservation ${id}`);
    return row.version;
  }

  /** Every car of the leg driven by this driver, and the leg assigned. */
  async function assign(id: number, driverId: number): Promise<number> {
    await ctx.app.db.update(reservationSlots).set({ driverId }).where(eq(reservationSlots.reservationId, id));
    return setStatus(id, 'assigned');
  }

  /** What a leg has in the database: its row, history (newest first), audit rows, refunds and e-mails. */
  async function rowsOf(id: number, email?: string) {
    const db = ctx.app.db;
    const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
    const history = await db
      .select()
      .from(reservationStatusChanges)
      .where(eq(reservationStatusChanges.reservationId, id))
      .orderBy(desc(reservationStatusChanges.id));
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, id), eq(auditLog.action, 'change-status')));
    const refunds = await db.select().from(reservationRefunds).where(eq(reservationRefunds.reservationId, id));
    const mail = email ? await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)) : [];
    return { row, history, audits, refunds, mail };
  }

  const details = (headers: Headers, id: number) => call('GET', `/reservations/${id}`, headers);
  const dataOf = (response: { json: () => { data: unknown } }) => response.json().data as ReservationDetails;

  return { call, trip, totalOf, bookUnpaid, bookPaid, setStatus, assign, rowsOf, details, dataOf };
}
