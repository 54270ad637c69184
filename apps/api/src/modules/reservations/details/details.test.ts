import { EDIT_MESSAGES } from '@livery/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, reservationSlots, reservationStatusChanges } from '../../../db/schema.js';
import { seededBookingIds } from '../../../test/booking.js';
import {
  ADMIN,
  bearer,
  caller,
  CUSTOMER,
  DISPATCHER,
  signedIn,
  userWithPermissions,
  useTestApp,
} from '../../../test/helper.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';
import { DETAILS_MESSAGES } from './details-service.js';

const ctx = useTestApp({ rateLimitMax: 1_000_000 });
const call = caller(ctx);
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
const ids = seededBookingIds(ctx);
const { bookUnpaid, setStatus, assign, rowsOf, details, dataOf } = lifecycleHelpers(ctx, ids);

const customerId = async () => (await call('GET', '/me', customer)).json().data.user.id as number;

describe('GET /reservations/:id', () => {
  it('shows each car’s progress on the day of the trip and the time of each step (decision 058)', async () => {
    const booked = await bookUnpaid(dispatcher, { cars: 2 });
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    await assign(booked.id, driver.id);
    const at = new Date('2031-06-05T14:55:00Z');
    const [first] = dataOf(await details(dispatcher, booked.id)).cars[0]!.slots;
    await ctx.app.db
      .update(reservationSlots)
      .set({ progress: 'on-location', acceptedAt: at, onTheWayAt: at, onLocationAt: at })
      .where(eq(reservationSlots.id, first!.id));
    const slots = dataOf(await details(dispatcher, booked.id)).cars[0]!.slots;
    expect(slots.map((slot) => slot.progress)).toEqual(['on-location', 'assigned']);
    expect(slots[0]!.times).toEqual({
      acceptedAt: at.toISOString(),
      onTheWayAt: at.toISOString(),
      onLocationAt: at.toISOString(),
      onBoardAt: null,
      droppedOffAt: null,
    });
    expect(slots[1]!.times.onLocationAt).toBeNull();
  });

  it('answers a booked trip: cars with their driver slots, its price lines, its history and what you may do', async () => {
    const booked = await bookUnpaid(dispatcher, { cars: 2 });
    const response = await details(dispatcher, booked.id);
    expect(response.statusCode, response.body).toBe(200);
    const data = dataOf(response);
    expect(data).toMatchObject({
      id: booked.id,
      number: `A${booked.id}`,
      status: 'unpaid',
      amount: booked.total,
      linkedLeg: null,
      refunds: [],
    });
    expect(data.cars).toHaveLength(1);
    expect(data.cars[0]).toMatchObject({ name: 'Sedan', count: 2 });
    expect(data.cars[0]?.slots.map((s) => s.slot)).toEqual([1, 2]);
    expect(data.cars[0]?.slots.every((s) => s.driverId === null && s.driverName === null && s.paidAt === null)).toBe(
      true,
    );
    const shares = data.cars[0]?.slots.map((s) => Math.round(s.driverShare * 100)) ?? [];
    expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.round(booked.total * 100));
    expect(data.priceBreakdown).toMatchObject({ leg: 'outbound', total: booked.total, tripTotal: booked.total });
    expect(data.priceBreakdown?.lines?.length).toBeGreaterThan(0);
    expect(data.priceBreakdown).not.toHaveProperty('trip');
    expect(data.history).toEqual([
      {
        from: null,
        to: 'unpaid',
        actorId: expect.any(Number),
        actorName: 'Dan Dispatcher',
        at: expect.any(String),
        reason: 'Booked without payment',
      },
    ]);
    // Unpaid: Record payment while its amount is due (decision 051).
    expect(data.actions).toEqual([
      'view',
      'edit',
      'assign',
      'addAddon',
      'deleteAddon',
      'recordPayment',
      'duplicate',
      'cancel',
    ]);
    expect(data).toMatchObject({ paidAmount: 0, balanceDue: booked.total, payments: [] });
  });

  it('links the legs of a round trip both ways, with the other leg’s number and status', async () => {
    const booked = await bookUnpaid(dispatcher, { roundTrip: true });
    const outbound = dataOf(await details(dispatcher, booked.id));
    const back = dataOf(await details(dispatcher, booked.returnId ?? 0));
    expect(outbound.linkedLeg).toMatchObject({ id: booked.returnId, number: `A${booked.returnId}`, status: 'unpaid' });
    expect(back.linkedLeg).toMatchObject({ id: booked.id, number: `A${booked.id}`, status: 'unpaid' });
    expect(back.priceBreakdown).toMatchObject({ leg: 'return' });
  });

  it('shows the driver of each slot, and what the 6-hour rule leaves a dispatcher and an admin', async () => {
    const booked = await bookUnpaid(dispatcher);
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    await assign(booked.id, driver.id);
    const data = dataOf(await details(dispatcher, booked.id));
    expect(data.cars[0]?.slots[0]).toMatchObject({ driverId: driver.id, driverName: 'Test' });
    expect(data.actions).toEqual([
      'view',
      'edit',
      'assign',
      'addAddon',
      'deleteAddon',
      'recordPayment',
      'duplicate',
      'complete',
      'cancel',
    ]);

    const soon = await bookUnpaid(admin);
    await ctx.app.db.execute(
      sql`update reservations set pick_up_at = now() + interval '5 hours' where id = ${soon.id}`,
    );
    expect(dataOf(await details(dispatcher, soon.id)).actions).not.toContain('edit');
    expect(dataOf(await details(admin, soon.id)).actions).toContain('edit');
    // Where Edit would be, the dispatcher reads why and whom to ask (issue 38 item 12); the admin has Edit.
    expect(dataOf(await details(dispatcher, soon.id)).editNotice).toBe(EDIT_MESSAGES.tooLateForStaff);
    expect(dataOf(await details(admin, soon.id)).editNotice).toBeNull();
    expect(data.editNotice).toBeNull();
  });

  it('marks a created trip viewed when staff who change statuses open it: once, with history, audit and version', async () => {
    const booked = await bookUnpaid(dispatcher);
    const version = await setStatus(booked.id, 'created');
    const [first, second] = await Promise.all([details(dispatcher, booked.id), details(admin, booked.id)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const { row, history, audits } = await rowsOf(booked.id);
    expect(row).toMatchObject({ status: 'viewed', version: version + 1 });
    expect(history.filter((h) => h.toStatus === 'viewed')).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: 'created', toStatus: 'viewed', reason: DETAILS_MESSAGES.viewed });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      before: { status: 'created', version },
      after: { status: 'viewed', version: version + 1 },
    });
    // Both answers show it viewed: the one that marked it and the one that found it marked.
    expect([dataOf(first).status, dataOf(second).status]).toEqual(['viewed', 'viewed']);
    expect(dataOf(first).history[0]).toMatchObject({ from: 'created', to: 'viewed', actorName: expect.any(String) });
  });

  it('leaves it created for its own customer, and for staff who read details but do not change statuses', async () => {
    const booked = await bookUnpaid(dispatcher, { customerId: await customerId() });
    await setStatus(booked.id, 'created');
    const own = await details(customer, booked.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(dataOf(own).status).toBe('created');
    // The self rule: its customer views and changes it, nothing more.
    expect(dataOf(own).actions).toEqual(['view', 'edit']);
    const reader = await userWithPermissions(ctx.app, ['reservations:details']);
    expect(dataOf(await details(bearer(reader.token), booked.id)).status).toBe('created');
    const staffCustomer = await userWithPermissions(ctx.app, ['reservations:details', 'reservations:change-status']);
    const forStaff = await bookUnpaid(dispatcher, { customerId: staffCustomer.id });
    await setStatus(forStaff.id, 'created');
    expect(dataOf(await details(bearer(staffCustomer.token), forStaff.id)).status).toBe('created');
    expect((await rowsOf(booked.id)).history.map((h) => h.toStatus)).toEqual(['unpaid']);
  });

  it('is open to its customer, its creator and its assigned drivers (without the payment); anyone else gets a 404', async () => {
    const booked = await bookUnpaid(dispatcher, { customerId: await customerId() });
    const stranger = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    const unknown = await details(dispatcher, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    const notTheirs = await details(bearer(stranger.token), booked.id);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error).toEqual(unknown.json().error);
    expect((await details(customer, booked.id)).statusCode).toBe(200);

    const creator = await userWithPermissions(ctx.app, [
      'reservations:create',
      'reservations:create-without-payment',
      'reservations:search-user',
    ]);
    const theirs = await bookUnpaid(bearer(creator.token));
    expect((await details(bearer(creator.token), theirs.id)).statusCode).toBe(200);

    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    const otherDriver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    expect((await details(bearer(driver.token), booked.id)).statusCode).toBe(404);
    await assign(booked.id, driver.id);
    const job = await details(bearer(driver.token), booked.id);
    expect(job.statusCode, job.body).toBe(200);
    expect(dataOf(job)).toMatchObject({ transactionId: null, paypalCustomerId: null, priceBreakdown: null });
    expect(dataOf(job).actions).toEqual(['view']);
    expect((await details(bearer(otherDriver.token), booked.id)).statusCode).toBe(404);
  });

  it('points a draft to its own link, for those who may open it; to anyone else it does not exist', async () => {
    const created = await call('POST', '/reservation-drafts', customer, { state: { step: 1 } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const own = await details(customer, id);
    expect(own.statusCode).toBe(404);
    expect(own.json().error.message).toBe(DETAILS_MESSAGES.draft(id));
    expect(own.json().error.message).toContain(`/reservation-drafts/${id}`);
    const stranger = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    expect((await details(bearer(stranger.token), id)).json().error.message).toBe(DETAILS_MESSAGES.notFound);
  });

  it('refuses an id that is not one with a 400, and asks for a sign-in', async () => {
    expect((await call('GET', '/reservations/abc', dispatcher)).statusCode).toBe(400);
    expect((await call('GET', '/reservations/0', dispatcher)).statusCode).toBe(400);
    expect((await call('GET', '/reservations/1', {})).statusCode).toBe(401);
  });

  it('keeps the rows of a trip’s history in order, newest first, across moves', async () => {
    const booked = await bookUnpaid(dispatcher);
    const moved = await call('PUT', `/reservations/${booked.id}/status`, dispatcher, {
      version: booked.version,
      status: 'created',
      reason: 'Paid by cheque',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const data = dataOf(moved);
    expect(data.history.map((h) => [h.from, h.to, h.reason])).toEqual([
      ['unpaid', 'created', 'Paid by cheque'],
      [null, 'unpaid', 'Booked without payment'],
    ]);
    const rows = await ctx.app.db
      .select()
      .from(reservationStatusChanges)
      .where(eq(reservationStatusChanges.reservationId, booked.id));
    expect(rows).toHaveLength(2);
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, booked.id));
    expect(audit.map((a) => a.action)).toContain('change-status');
  });
});
