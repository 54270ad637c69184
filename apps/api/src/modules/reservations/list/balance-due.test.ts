import { businessDate, RESERVATION_LIST_MESSAGES, type ReservationListItem } from '@livery/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, users } from '../../../db/schema.js';
import { ADMIN, DISPATCHER, signedIn, useTestApp, type Headers } from '../../../test/helper.js';
import { seededBookingIds } from '../../../test/booking.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';
import { balanceDueFilter, countTripsOwing } from '../core/index.js';

/**
 * What is owed is the balance, not a status (issue 38, item 2; decision 080): a trip booked unpaid leaves the `unpaid`
 * status once a driver is assigned, and still owes. The list's `balanceDue` filter and the staff home's count read the
 * payments.
 */
const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const ids = seededBookingIds(ctx);
const { call, bookUnpaid, assign, rowsOf } = lifecycleHelpers(ctx, ids);

interface OpenApiOperation {
  operationId?: string;
  parameters?: { name: string; description?: string }[];
}

const today = () => businessDate(new Date(), 'America/New_York');

/** The ids of every listed trip matching `query`, the first 500 of them. */
async function listedIds(headers: Headers, query: string): Promise<number[]> {
  const response = await call('GET', `/reservations?limit=500&${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().dataItems as ReservationListItem[]).map((r) => r.id);
}

/** The staff home's count of trips that owe. */
async function homeCount(): Promise<number> {
  const response = await call('GET', '/operations/today', dispatcher);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.balanceDue.count as number;
}

async function driverId(): Promise<number> {
  const [driver] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'driver@livery.test'));
  return driver!.id;
}

describe('GET /reservations?balanceDue', () => {
  it('keeps an assigned trip that owes, whatever its status, until a payment settles it; the home count follows', async () => {
    const countBefore = await homeCount();
    const trip = await bookUnpaid(dispatcher);
    // Assigning its driver moves it from unpaid to assigned (DESIGN §5), as PUT /reservations/{id}/drivers does.
    await assign(trip.id, await driverId());
    expect((await rowsOf(trip.id)).row?.status).toBe('assigned');

    expect(await listedIds(dispatcher, 'status=unpaid')).not.toContain(trip.id);
    expect(await listedIds(dispatcher, 'balanceDue=true')).toContain(trip.id);
    expect(await listedIds(dispatcher, 'balanceDue=false')).not.toContain(trip.id);
    expect(await homeCount()).toBe(countBefore + 1);

    // Part of it paid: still owing.
    const { version } = (await rowsOf(trip.id)).row!;
    const pay = (amount: number, at: number) =>
      call('POST', `/reservations/${trip.id}/payments`, dispatcher, {
        method: 'cash',
        amount,
        paidOn: today(),
        version: at,
      });
    const first = await pay(10, version);
    expect(first.statusCode, first.body).toBe(200);
    expect(await listedIds(dispatcher, 'balanceDue=true')).toContain(trip.id);

    // The rest in cash: it leaves the filter and the count.
    const rest = Math.round(trip.total * 100 - 1000) / 100;
    const second = await pay(rest, version + 1);
    expect(second.statusCode, second.body).toBe(200);
    expect(await listedIds(dispatcher, 'balanceDue=true')).not.toContain(trip.id);
    expect(await listedIds(dispatcher, 'balanceDue=false')).toContain(trip.id);
    expect(await homeCount()).toBe(countBefore);
  });

  it('owes nothing for a draft or a cancelled trip', async () => {
    const cancelled = await bookUnpaid(dispatcher);
    await ctx.app.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, cancelled.id));
    const [draft] = await ctx.app.db
      .insert(reservations)
      .values({ status: 'draft', tripType: 'from-airport', name: 'Drafty Owing' })
      .returning({ id: reservations.id });
    const owing = await listedIds(admin, 'balanceDue=true');
    expect(owing).not.toContain(cancelled.id);
    expect(owing).not.toContain(draft!.id);
    const settled = await listedIds(admin, 'balanceDue=false');
    expect(settled).toEqual(expect.arrayContaining([cancelled.id, draft!.id]));
  });

  it('is counted exactly for the home, reading no more than the cap and one', async () => {
    await bookUnpaid(dispatcher);
    await bookUnpaid(dispatcher);
    const all = await countTripsOwing(ctx.app.db, 1_000);
    expect(all).toBeGreaterThanOrEqual(2);
    expect(await countTripsOwing(ctx.app.db, 1)).toBe(2);
    expect(await homeCount()).toBe(all);
  });

  it('refuses any other value with a 400 that says what it takes', async () => {
    const response = await call('GET', '/reservations?balanceDue=yes', dispatcher);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ balanceDue: RESERVATION_LIST_MESSAGES.balanceDue });
  });

  it('reads the trips that owe through migration 0028’s partial indexes, by pickup and by booking', async () => {
    const planOf = (order: 'pickUpAt' | 'createdAt') =>
      ctx.app.db.transaction(async (tx) => {
        // A small table is read whole, or through a bitmap and sorted: ask for a page in index order, as at scale.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const page = tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(balanceDueFilter(true))
          .orderBy(asc(reservations[order]), asc(reservations.id))
          .limit(26);
        const plan = (await tx.execute(sql`explain ${page}`)) as unknown as { rows: Record<string, string>[] };
        return plan.rows.map((row) => Object.values(row)[0]).join('\n');
      });
    expect(await planOf('pickUpAt')).toContain('reservations_balance_due_pick_up_idx');
    expect(await planOf('createdAt')).toContain('reservations_balance_due_created_idx');
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const [list] = Object.values(document.paths as Record<string, Record<string, OpenApiOperation>>)
      .flatMap((byMethod) => Object.values(byMethod))
      .filter((operation) => operation.operationId === 'listReservations');
    const parameters = list?.parameters ?? [];
    expect(parameters.find((p) => p.name === 'balanceDue')?.description).toMatch(/balance due/);
  });
});
