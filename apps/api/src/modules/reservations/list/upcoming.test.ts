import { RESERVATION_LIST_MESSAGES, type ReservationListItem } from '@livery/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../../db/schema.js';
import { bearer, caller, DISPATCHER, signedIn, userWithPermissions, useTestApp } from '../../../test/helper.js';
import { visibleTrips } from '../trips/index.js';

/**
 * A traveller's trips, those still to come first (issue 38, decision 083): `sort=upcoming` is the API's order, so
 * every page and cursor of their list is in it, not only the rows a browser happens to hold.
 */
const ctx = useTestApp();
const call = caller(ctx);
const dispatcher = signedIn(ctx, DISPATCHER);

const HOUR = 3_600_000;
const fromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

async function customerWithTrips() {
  const customer = await userWithPermissions(ctx.app, ['reservations:create']);
  const trip = async (status: string, pickUpAt: Date | null) => {
    const [row] = await ctx.app.db
      .insert(reservations)
      .values({ status, tripType: 'from-airport', customerId: customer.id, pickUpAt, amount: 90, name: 'Ada' })
      .returning({ id: reservations.id });
    return row!.id;
  };
  const trips = {
    cancelledInDecember: await trip('cancelled', fromNow(24 * 60)),
    lastMonth: await trip('completed', fromNow(-24 * 30)),
    nextWeek: await trip('assigned', fromNow(24 * 7)),
    draft: await trip('draft', null),
    today: await trip('created', fromNow(3)),
    yesterday: await trip('cancelled', fromNow(-24)),
    inAMonth: await trip('unpaid', fromNow(24 * 30)),
  };
  return { headers: bearer(customer.token), id: customer.id, trips };
}

const idsOf = (body: { dataItems: ReservationListItem[] }) => body.dataItems.map((row) => row.id);

describe('GET /reservations?userId=&sort=upcoming: a traveller’s trips, upcoming first (issue 38)', () => {
  it('lists the trips to come soonest first, then the others the latest pickup first, a draft without one last', async () => {
    const { headers, id, trips } = await customerWithTrips();
    const response = await call('GET', `/reservations?userId=${id}&sort=upcoming`, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(idsOf(response.json())).toEqual([
      trips.today,
      trips.nextWeek,
      trips.inAMonth,
      // Not going to happen: after every trip that is, even though its pickup is ahead.
      trips.cancelledInDecember,
      trips.yesterday,
      trips.lastMonth,
      trips.draft,
    ]);
  });

  it('keeps the order across pages, forwards by cursor and back, as every list pages', async () => {
    const { headers, id, trips } = await customerWithTrips();
    const url = `/reservations?userId=${id}&sort=upcoming&limit=3`;
    const first = (await call('GET', url, headers)).json();
    const second = (await call('GET', `${url}&after=${first.pageCursors.after}`, headers)).json();
    const third = (await call('GET', `${url}&after=${second.pageCursors.after}`, headers)).json();
    expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual([
      trips.today,
      trips.nextWeek,
      trips.inAMonth,
      trips.cancelledInDecember,
      trips.yesterday,
      trips.lastMonth,
      trips.draft,
    ]);
    const back = (await call('GET', `${url}&before=${third.pageCursors.before}`, headers)).json();
    expect(idsOf(back)).toEqual(idsOf(second));
    const byOffset = (await call('GET', `${url}&offset=3`, headers)).json();
    expect(idsOf(byOffset)).toEqual(idsOf(second));
  });

  it('is one person’s order: the whole book cannot be sorted by it (no index can hold a clock)', async () => {
    const response = await call('GET', '/reservations?sort=upcoming', dispatcher);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ sort: RESERVATION_LIST_MESSAGES.upcomingOfOne });
  });

  it('finds the person’s trips through their indexes, not by reading the table', async () => {
    const { id } = await customerWithTrips();
    const plan = await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(visibleTrips({ kind: 'own', userId: id }));
      const rows = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
      return rows.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('reservations_customer_idx');
    expect(plan).toContain('reservations_created_by_idx');
  });
});
