import {
  earlyCompletionRefusal,
  formatPickUp,
  mayMoveTo,
  PERMISSIONS,
  RESERVATION_STATUSES,
  transitionRefusal,
  type BusinessClock,
  type Permission,
  type ReservationStatus,
} from '@livery/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { reservations } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { seededBookingIds } from '../../../test/booking.js';
import {
  ADMIN,
  bearer,
  CUSTOMER,
  DISPATCHER,
  signedIn,
  userWithPermissions,
  useTestApp,
  type Headers,
} from '../../../test/helper.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';
import { LIFECYCLE_MESSAGES } from './lifecycle-moves.js';

const ctx = useTestApp({ rateLimitMax: 1_000_000, publicUrl: 'https://livery.example' });
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
const ids = seededBookingIds(ctx);
const { call, bookUnpaid, setStatus, assign, rowsOf, dataOf } = lifecycleHelpers(ctx, ids);

const stale = AppError.staleVersion('reservation').message;
/** The tests' business clock: New York (the helper's zone) and the default 12-hour time. */
const NEW_YORK_12H: BusinessClock = { timeZone: 'America/New_York', timeFormat: '12h' };

/** The endpoint that makes a move, and its body (a completion before pickup confirmed: the trips are ahead). */
function move(headers: Headers, id: number, to: ReservationStatus, version: number) {
  if (to === 'completed') return call('POST', `/reservations/${id}/complete`, headers, { version, early: true });
  if (to === 'cancelled') return call('POST', `/reservations/${id}/cancel`, headers, { version });
  if (to === 'duplicate') return call('POST', `/reservations/${id}/mark-duplicate`, headers, { version });
  return call('PUT', `/reservations/${id}/status`, headers, { version, status: to, early: to === 'completed' });
}

/** Moves a person makes through these endpoints: the table's, but assigned and viewed, which follow the drivers. */
const byHand = (from: ReservationStatus, to: ReservationStatus) =>
  from !== 'draft' && to !== 'assigned' && to !== 'viewed' && mayMoveTo(from, to);

afterEach(async () => {
  await ctx.app.db.execute(sql`drop trigger if exists livery_test_fail on mail_outbox`);
});

describe('every transition through the endpoints', () => {
  const booked = RESERVATION_STATUSES.filter((s) => s !== 'draft');

  it.each(booked)('from %s: allows exactly the moves of DESIGN §5’s table made by hand', async (from) => {
    const trip = await bookUnpaid(dispatcher);
    const outcomes: string[] = [];
    for (const to of RESERVATION_STATUSES) {
      const version = await setStatus(trip.id, from);
      const response = await move(admin, trip.id, to, version);
      const expected = byHand(from, to) ? 200 : 409;
      if (response.statusCode !== expected) outcomes.push(`${from} → ${to}: ${response.statusCode} ${response.body}`);
      const { row } = await rowsOf(trip.id);
      if (expected === 200) {
        expect(dataOf(response)).toMatchObject({ status: to, version: version + 1 });
        expect(row).toMatchObject({ status: to, version: version + 1 });
      } else {
        expect(row).toMatchObject({ status: from, version });
        const { message } = response.json().error;
        if (to === 'assigned' || to === 'viewed') expect(message).toBe(LIFECYCLE_MESSAGES.notByHand(to));
        else if (from === to) expect(message).toBe(LIFECYCLE_MESSAGES.already(to));
        else expect(message).toBe(transitionRefusal(from, to));
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('refuses every move of a draft: it is finished in the booking flow, or deleted', async () => {
    const created = await call('POST', '/reservation-drafts', dispatcher, { state: { step: 1 } });
    const { id, version } = created.json().data;
    for (const to of RESERVATION_STATUSES) {
      const response = await move(admin, id, to, version);
      expect(response.statusCode, `${to}: ${response.body}`).toBe(409);
      const expected =
        to === 'assigned' || to === 'viewed'
          ? LIFECYCLE_MESSAGES.notByHand(to)
          : to === 'cancelled'
            ? LIFECYCLE_MESSAGES.cancelDraft
            : LIFECYCLE_MESSAGES.draft;
      expect(response.json().error.message).toBe(expected);
    }
    expect((await rowsOf(id)).row?.status).toBe('draft');
  });

  it('answers 404 for an unknown reservation and 400 for a body that is not one', async () => {
    expect((await move(admin, 2_000_000_000, 'completed', 1)).statusCode).toBe(404);
    const trip = await bookUnpaid(dispatcher);
    for (const body of [{}, { version: 'x' }, { version: 1, extra: true }, { version: 1, early: 'yes' }])
      expect((await call('POST', `/reservations/${trip.id}/complete`, admin, body)).statusCode).toBe(400);
    const long = await call('POST', `/reservations/${trip.id}/cancel`, admin, { version: 1, reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty('reason');
    const unknownStatus = await call('PUT', `/reservations/${trip.id}/status`, admin, { version: 1, status: 'lost' });
    expect(unknownStatus.statusCode).toBe(400);
    expect((await rowsOf(trip.id)).row?.status).toBe('unpaid');
  });
});

describe('POST /reservations/:id/complete', () => {
  it('refuses to complete before the pickup unless confirmed, naming the pickup, and writes nothing (decision 056)', async () => {
    const trip = await bookUnpaid(dispatcher);
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    const version = await assign(trip.id, driver.id);
    const [{ pickUpAt }] = await ctx.app.db
      .select({ pickUpAt: reservations.pickUpAt })
      .from(reservations)
      .where(eq(reservations.id, trip.id));
    const refusal = earlyCompletionRefusal(pickUpAt, new Date(), false, NEW_YORK_12H);
    for (const refused of [
      await call('POST', `/reservations/${trip.id}/complete`, dispatcher, { version }),
      await call('POST', `/reservations/${trip.id}/complete`, dispatcher, { version, early: false }),
      await call('PUT', `/reservations/${trip.id}/status`, admin, { version, status: 'completed' }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.message).toBe(refusal);
      expect(refusal).toContain(formatPickUp(pickUpAt!, NEW_YORK_12H).replace(/ (\d+:\d\d)/, ' at $1'));
    }
    const { row, history, audits } = await rowsOf(trip.id, trip.email);
    expect(row).toMatchObject({ status: 'assigned', version });
    expect(history.filter((h) => h.toStatus === 'completed')).toHaveLength(0);
    expect(audits).toHaveLength(0);
    const confirmed = await call('POST', `/reservations/${trip.id}/complete`, dispatcher, { version, early: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('completes a trip whose pickup has passed without being asked to confirm', async () => {
    const trip = await bookUnpaid(dispatcher);
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    const version = await assign(trip.id, driver.id);
    // Driven an hour ago (a booking is always ahead, so the pickup is moved back here).
    await ctx.app.db
      .update(reservations)
      .set({ pickUpAt: new Date(Date.now() - 3_600_000) })
      .where(eq(reservations.id, trip.id));
    const done = await call('POST', `/reservations/${trip.id}/complete`, dispatcher, { version });
    expect(done.statusCode, done.body).toBe(200);
    expect(dataOf(done)).toMatchObject({ status: 'completed' });
  });

  it('completes an assigned trip: status, version, history, audit, and the e-mail with the review link', async () => {
    const trip = await bookUnpaid(dispatcher);
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    const version = await assign(trip.id, driver.id);
    const response = await call('POST', `/reservations/${trip.id}/complete`, dispatcher, { version, early: true });
    expect(response.statusCode, response.body).toBe(200);
    const data = dataOf(response);
    expect(data).toMatchObject({ status: 'completed', version: version + 1 });
    // Unpaid: its payment may still be recorded after the ride (decision 051).
    expect(data.actions).toEqual(['view', 'addAddon', 'deleteAddon', 'recordPayment', 'duplicate']);
    expect(data.history[0]).toMatchObject({ from: 'assigned', to: 'completed', actorName: 'Dan Dispatcher' });
    const { history, audits, mail } = await rowsOf(trip.id, trip.email);
    expect(history[0]).toMatchObject({ fromStatus: 'assigned', toStatus: 'completed' });
    expect(audits).toMatchObject([{ before: { status: 'assigned' }, after: { status: 'completed' } }]);
    const completed = mail.find((m) => m.subject.includes('completed'));
    // The customer's e-mail leads to their trip's page (decision 052).
    expect(completed?.text).toContain(`https://livery.example/trips/${trip.id}`);
    expect(completed?.text).toContain(`A${trip.id}`);
  });

  it('lets one of 20 dispatchers completing at once win; the others are told it is completed now', async () => {
    const trip = await bookUnpaid(dispatcher);
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    const version = await assign(trip.id, driver.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/reservations/${trip.id}/complete`, dispatcher, { version, early: true }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error.message).toBe(LIFECYCLE_MESSAGES.already('completed'));
    const { row, history, audits, mail } = await rowsOf(trip.id, trip.email);
    expect(row).toMatchObject({ status: 'completed', version: version + 1 });
    expect(history.filter((h) => h.toStatus === 'completed')).toHaveLength(1);
    expect(audits).toHaveLength(1);
    expect(mail.filter((m) => m.subject.includes('completed'))).toHaveLength(1);
  });

  it('lets one win when dispatchers complete and cancel at once; the other reads the status it lost to', async () => {
    const trip = await bookUnpaid(dispatcher);
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    const version = await assign(trip.id, driver.id);
    const [completed, cancelled] = await Promise.all([
      call('POST', `/reservations/${trip.id}/complete`, dispatcher, { version, early: true }),
      call('POST', `/reservations/${trip.id}/cancel`, admin, { version }),
    ]);
    const [winner, loser] = completed.statusCode === 200 ? [completed, cancelled] : [cancelled, completed];
    expect([winner.statusCode, loser.statusCode]).toEqual([200, 409]);
    const now = dataOf(winner).status;
    expect(loser.json().error.message).toBe(transitionRefusal(now, now === 'completed' ? 'cancelled' : 'completed'));
  });
});

describe('POST /reservations/:id/cancel', () => {
  it('cancels one leg of a round trip only, with its reason in the history and the e-mail', async () => {
    const trip = await bookUnpaid(dispatcher, { roundTrip: true });
    const response = await call('POST', `/reservations/${trip.id}/cancel`, dispatcher, {
      version: trip.version,
      reason: 'Flight cancelled',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toMatchObject({
      status: 'cancelled',
      linkedLeg: { id: trip.returnId, status: 'unpaid' },
      actions: ['view', 'duplicate'],
    });
    const back = await rowsOf(trip.returnId ?? 0);
    expect(back.row?.status).toBe('unpaid');
    const { history, audits, mail } = await rowsOf(trip.id, trip.email);
    expect(history[0]).toMatchObject({ fromStatus: 'unpaid', toStatus: 'cancelled', reason: 'Flight cancelled' });
    expect(audits).toHaveLength(1);
    const sent = mail.find((m) => m.subject.includes('cancelled'));
    expect(sent?.text).toContain('Reason: Flight cancelled');
    expect(sent?.text).toContain('The other leg of your round trip is still booked.');
    expect(sent?.text).not.toContain('refunded');
  });

  it('writes nothing when a step fails: no status, no history, no audit, no e-mail', async () => {
    const trip = await bookUnpaid(dispatcher);
    const before = await rowsOf(trip.id, trip.email);
    // The e-mail is queued last: failing it must undo the status, its history and its audit row.
    await ctx.app.db.execute(sql`create or replace function livery_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'the outbox is broken'; end $$`);
    await ctx.app.db.execute(sql`create trigger livery_test_fail before insert on mail_outbox
      for each row execute function livery_test_fail()`);
    const failed = await call('POST', `/reservations/${trip.id}/cancel`, dispatcher, { version: trip.version });
    expect(failed.statusCode).toBe(500);
    expect(await rowsOf(trip.id, trip.email)).toEqual(before);
    await ctx.app.db.execute(sql`drop trigger livery_test_fail on mail_outbox`);
    const retried = await call('POST', `/reservations/${trip.id}/cancel`, dispatcher, { version: trip.version });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('refuses a refund of a trip not paid with PayPal, and cancels nothing', async () => {
    const trip = await bookUnpaid(dispatcher);
    for (const refund of [{ kind: 'full' }, { kind: 'partial', amount: 10 }]) {
      const response = await call('POST', `/reservations/${trip.id}/cancel`, dispatcher, {
        version: trip.version,
        refund,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('refund');
    }
    const zero = await call('POST', `/reservations/${trip.id}/cancel`, dispatcher, {
      version: trip.version,
      refund: { kind: 'partial', amount: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect((await rowsOf(trip.id)).row?.status).toBe('unpaid');
  });
});

describe('POST /reservations/:id/mark-duplicate', () => {
  it('marks a trip as a duplicate of another, kept in its history', async () => {
    const original = await bookUnpaid(dispatcher);
    const copy = await bookUnpaid(dispatcher);
    const response = await call('POST', `/reservations/${copy.id}/mark-duplicate`, dispatcher, {
      version: copy.version,
      duplicateOf: original.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toMatchObject({ status: 'duplicate', actions: ['view', 'duplicate'] });
    expect(dataOf(response).history[0]).toMatchObject({ to: 'duplicate', reason: `Duplicate of A${original.id}` });
    expect((await rowsOf(copy.id)).audits[0]?.after).toMatchObject({ status: 'duplicate', duplicateOf: original.id });
  });

  it('refuses a duplicate of itself, of an unknown reservation or of a draft', async () => {
    const trip = await bookUnpaid(dispatcher);
    const draft = (await call('POST', '/reservation-drafts', dispatcher, { state: {} })).json().data;
    for (const duplicateOf of [trip.id, 2_000_000_000, draft.id]) {
      const response = await call('POST', `/reservations/${trip.id}/mark-duplicate`, dispatcher, {
        version: trip.version,
        duplicateOf,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('duplicateOf');
    }
    expect((await rowsOf(trip.id)).row?.status).toBe('unpaid');
  });
});

describe('PUT /reservations/:id/status', () => {
  it('records a payment made elsewhere: unpaid → created, with its reason', async () => {
    const trip = await bookUnpaid(dispatcher);
    const response = await call('PUT', `/reservations/${trip.id}/status`, dispatcher, {
      version: trip.version,
      status: 'created',
      reason: 'Paid by bank transfer',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response).history[0]).toMatchObject({
      from: 'unpaid',
      to: 'created',
      reason: 'Paid by bank transfer',
    });
  });

  it('completes and cancels by hand only with those permissions too, and sends their e-mails', async () => {
    const changer = bearer((await userWithPermissions(ctx.app, ['reservations:change-status'])).token);
    const both = bearer(
      (
        await userWithPermissions(ctx.app, [
          'reservations:change-status',
          'reservations:complete',
          'reservations:cancel',
        ])
      ).token,
    );
    const trip = await bookUnpaid(dispatcher);
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    const version = await assign(trip.id, driver.id);
    for (const status of ['completed', 'cancelled'])
      expect((await call('PUT', `/reservations/${trip.id}/status`, changer, { version, status })).statusCode).toBe(403);
    const done = await call('PUT', `/reservations/${trip.id}/status`, both, {
      version,
      status: 'completed',
      early: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await rowsOf(trip.id, trip.email)).mail.some((m) => m.subject.includes('completed'))).toBe(true);

    const other = await bookUnpaid(dispatcher);
    const off = await call('PUT', `/reservations/${other.id}/status`, both, {
      version: other.version,
      status: 'cancelled',
      reason: 'Asked by phone',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await rowsOf(other.id, other.email)).mail.some((m) => m.text.includes('Reason: Asked by phone'))).toBe(
      true,
    );
  });
});

describe('stale versions', () => {
  it.each(['completed', 'cancelled', 'duplicate', 'created'] as const)(
    'refuses %s at a version someone else changed, and writes nothing',
    async (to) => {
      const trip = await bookUnpaid(dispatcher);
      const from = to === 'completed' ? 'assigned' : 'unpaid';
      const version = await setStatus(trip.id, from);
      await ctx.app.db
        .update(reservations)
        .set({ version: version + 1 })
        .where(eq(reservations.id, trip.id));
      const before = await rowsOf(trip.id, trip.email);
      const response = await move(dispatcher, trip.id, to, version);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(stale);
      expect(await rowsOf(trip.id, trip.email)).toEqual(before);
    },
  );
});

describe('who may', () => {
  const routes: { to: ReservationStatus; permission: Permission }[] = [
    { to: 'completed', permission: 'reservations:complete' },
    { to: 'cancelled', permission: 'reservations:cancel' },
    { to: 'duplicate', permission: 'reservations:change-status' },
    { to: 'created', permission: 'reservations:change-status' },
  ];

  it.each(routes)('needs $permission to make a trip $to', async ({ to, permission }) => {
    const trip = await bookUnpaid(dispatcher, { customerId: (await call('GET', '/me', customer)).json().data.user.id });
    const version = await setStatus(trip.id, to === 'completed' ? 'assigned' : 'unpaid');
    const everyOther = await userWithPermissions(
      ctx.app,
      PERMISSIONS.filter((p) => p !== permission),
    );
    expect((await move(bearer(everyOther.token), trip.id, to, version)).statusCode).toBe(403);
    // Its own customer holds none of them.
    expect((await move(customer, trip.id, to, version)).statusCode).toBe(403);
    const only = await userWithPermissions(ctx.app, [permission]);
    const response = await move(bearer(only.token), trip.id, to, version);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('needs a sign-in', async () => {
    for (const to of ['completed', 'cancelled', 'duplicate', 'created'] as const)
      expect((await move({}, 1, to, 1)).statusCode).toBe(401);
  });
});

describe('DELETE /reservations/:id', () => {
  const draftOf = async (headers: Headers) =>
    (await call('POST', '/reservation-drafts', headers, { state: { step: 1 } })).json().data.id as number;

  it('deletes a draft for its author, and for anyone with reservations:delete', async () => {
    const own = await draftOf(customer);
    const response = await call('DELETE', `/reservations/${own}`, customer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: own });
    expect((await rowsOf(own)).row).toBeUndefined();

    const theirs = await draftOf(customer);
    const deleter = await userWithPermissions(ctx.app, ['reservations:delete']);
    expect((await call('DELETE', `/reservations/${theirs}`, bearer(deleter.token))).statusCode).toBe(200);
  });

  it('hides another’s draft from a customer, and refuses staff who may open it without reservations:delete', async () => {
    const id = await draftOf(customer);
    const stranger = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    expect((await call('DELETE', `/reservations/${id}`, bearer(stranger.token))).statusCode).toBe(404);
    const editor = await userWithPermissions(ctx.app, ['reservations:edit', 'reservations:draft']);
    expect((await call('DELETE', `/reservations/${id}`, bearer(editor.token))).statusCode).toBe(403);
    expect((await rowsOf(id)).row?.status).toBe('draft');
  });

  it('refuses a booked trip: cancel it instead; to those who may not read it, it does not exist', async () => {
    const trip = await bookUnpaid(dispatcher);
    const refused = await call('DELETE', `/reservations/${trip.id}`, dispatcher);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(LIFECYCLE_MESSAGES.deleteBooked('unpaid'));
    expect(refused.json().error.message).toContain('Cancel it instead');
    const stranger = await userWithPermissions(ctx.app, [], { roleNames: ['customer'] });
    expect((await call('DELETE', `/reservations/${trip.id}`, bearer(stranger.token))).statusCode).toBe(404);
    expect((await call('DELETE', '/reservations/2000000000', dispatcher)).statusCode).toBe(404);
    expect((await rowsOf(trip.id)).row?.status).toBe('unpaid');
  });
});
