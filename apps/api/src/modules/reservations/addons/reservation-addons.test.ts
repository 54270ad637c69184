import { formatMoney, fromCents, RESERVATION_ADDON_MESSAGES, toCents, type ReservationDetails } from '@livery/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, reservationAddons, reservations } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { useTestAppWithPaypal } from '../../../test/paypal-app.js';
import { seededBookingIds, tripFrom } from '../../../test/booking.js';
import {
  ADMIN,
  bearer,
  CUSTOMER,
  DISPATCHER,
  signedIn,
  userWithPermissions,
  type Headers,
} from '../../../test/helper.js';
import { lifecycleHelpers } from '../../../test/lifecycle.js';

// PayPal's stand-in (decision 040) for the paid trips: nothing here reaches paypal.com.
const { ctx, paypal: fake } = await useTestAppWithPaypal({
  rateLimitMax: 1_000_000,
});
const admin = signedIn(ctx, ADMIN);
const dispatcher = signedIn(ctx, DISPATCHER);
const customer = signedIn(ctx, CUSTOMER);
const ids = seededBookingIds(ctx);
const { call, bookUnpaid, bookPaid, setStatus, assign, rowsOf, details, dataOf } = lifecycleHelpers(ctx, ids);

const stale = AppError.staleVersion('reservation').message;

let addonCount = 0;
/** A catalogue addon with a name of its own, created through the API as staff create one. */
async function newAddon(fields: { amount?: number | null; percentage?: number | null; isActive?: boolean }) {
  addonCount += 1;
  const name = `Addon ${addonCount} ${Math.random().toString(36).slice(2, 8)}`;
  const response = await call('POST', '/addons', admin, {
    name,
    amount: fields.amount ?? null,
    percentage: fields.percentage ?? null,
    isActive: fields.isActive ?? true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().data.id as number, name };
}

const addAddon = (headers: Headers, id: number, body: object) =>
  call('POST', `/reservations/${id}/addons`, headers, body);
const deleteAddon = (headers: Headers, id: number, lineId: number, version: number | string) =>
  call('DELETE', `/reservations/${id}/addons/${lineId}?version=${version}`, headers);

/** 10 % of an amount in cents, rounded half-up to the cent (DESIGN §5 step 8). */
const tenPercent = (cents: number) => Math.floor((cents + 5) / 10);
const sharesOf = (data: ReservationDetails) =>
  data.cars.flatMap((car) => car.slots.map((slot) => toCents(slot.driverShare)));
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

async function updateAudits(id: number) {
  return ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, id), eq(auditLog.action, 'update')))
    .orderBy(auditLog.id);
}
async function changedMail(email: string) {
  const mail = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
  return mail.filter((m) => m.subject.endsWith('Your trip was changed'));
}

describe('POST and DELETE /reservations/:id/addons', () => {
  it('adds an amount, then a percentage of the running total; removing the first prices the second again', async () => {
    const trip = await bookUnpaid(dispatcher, { cars: 2 });
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    const version = await assign(trip.id, driver.id);
    const tripCents = toCents(trip.total);
    const fixed = await newAddon({ amount: 12.5 });
    const peak = await newAddon({ percentage: 10 });

    const first = await addAddon(dispatcher, trip.id, { addonId: fixed.id, version });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = dataOf(first);
    expect(afterFirst).toMatchObject({ version: version + 1, amount: fromCents(tripCents + 1250), status: 'assigned' });
    expect(afterFirst.addons).toMatchObject([{ addonId: fixed.id, name: fixed.name, amount: 12.5, lineAmount: 12.5 }]);

    const second = await addAddon(dispatcher, trip.id, { addonId: peak.id, version: version + 1 });
    expect(second.statusCode, second.body).toBe(200);
    const both = dataOf(second);
    const peakCents = tenPercent(tripCents + 1250);
    expect(both.amount).toBe(fromCents(tripCents + 1250 + peakCents));
    expect(both.addons.map((a) => [a.name, a.amount, a.percentage, a.lineAmount])).toEqual([
      [fixed.name, 12.5, null, 12.5],
      [peak.name, null, 10, fromCents(peakCents)],
    ]);
    // The price lines end with the addons; the total and the drivers' shares include them, the drivers stay.
    const lines = both.priceBreakdown?.lines ?? [];
    expect(lines.slice(-2)).toMatchObject([
      { kind: 'addon', label: fixed.name, amount: 12.5, addonId: fixed.id },
      { kind: 'addon', label: peak.name, amount: fromCents(peakCents), addonId: peak.id },
    ]);
    expect(sum(lines.map((l) => toCents(l.amount)))).toBe(toCents(both.amount ?? 0));
    expect(both.priceBreakdown).toMatchObject({ total: both.amount, totalBeforeAddons: trip.total });
    expect(sum(sharesOf(both))).toBe(toCents(both.amount ?? 0));
    expect(sum((both.priceBreakdown?.driverShares ?? []).map((s) => toCents(s.amount)))).toBe(
      toCents(both.amount ?? 0),
    );
    expect(both.cars[0]?.slots.map((s) => s.driverId)).toEqual([driver.id, driver.id]);
    expect(both.history.slice(0, 2)).toMatchObject([
      { from: 'assigned', to: 'assigned', reason: RESERVATION_ADDON_MESSAGES.added(peak.name) },
      { from: 'assigned', to: 'assigned', reason: RESERVATION_ADDON_MESSAGES.added(fixed.name) },
    ]);
    expect(both.actions).toEqual(expect.arrayContaining(['addAddon', 'deleteAddon']));
    // Unpaid: all of it is due, as the e-mail says.
    expect(both).toMatchObject({ paidAmount: 0, balanceDue: both.amount });
    const mail = await changedMail(trip.email);
    expect(mail).toHaveLength(2);
    expect(mail[1]?.text).toContain(`  ${peak.name}: ${formatMoney(fromCents(peakCents))}`);
    expect(mail[1]?.text).toContain(`The trip is not paid yet: ${formatMoney(both.amount ?? 0)} is due.`);

    const removed = await deleteAddon(dispatcher, trip.id, afterFirst.addons[0]!.id, version + 2);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = dataOf(removed);
    const peakAlone = tenPercent(tripCents);
    expect(after).toMatchObject({ version: version + 3, amount: fromCents(tripCents + peakAlone) });
    expect(after.addons).toMatchObject([{ name: peak.name, lineAmount: fromCents(peakAlone) }]);
    expect(after.priceBreakdown?.lines.filter((l) => l.kind === 'addon')).toMatchObject([
      { label: peak.name, amount: fromCents(peakAlone) },
    ]);
    expect(sum(sharesOf(after))).toBe(tripCents + peakAlone);
    expect(after.history[0]).toMatchObject({ reason: RESERVATION_ADDON_MESSAGES.removed(fixed.name) });

    const last = await deleteAddon(dispatcher, trip.id, after.addons[0]!.id, version + 3);
    expect(last.statusCode, last.body).toBe(200);
    const none = dataOf(last);
    expect(none).toMatchObject({ amount: trip.total, addons: [] });
    expect(none.priceBreakdown?.lines.some((l) => l.kind === 'addon')).toBe(false);
    expect(none.priceBreakdown).not.toHaveProperty('totalBeforeAddons');
    expect(sum(sharesOf(none))).toBe(tripCents);

    // One audit row per change, before and after, in the change's transaction.
    const audits = await updateAudits(trip.id);
    expect(audits).toHaveLength(4);
    expect(audits[1]).toMatchObject({
      before: { version: version + 1, amount: fromCents(tripCents + 1250), addons: [{ name: fixed.name }] },
      after: { version: version + 2, addons: [{ name: fixed.name }, { name: peak.name }] },
    });
  });

  it('leaves due on a paid trip what the addons add; a return leg is paid by its outbound’s capture', async () => {
    const trip = await bookPaid(customer, fake, { roundTrip: true });
    const wifi = await newAddon({ amount: 7.25 });
    const back = dataOf(await details(dispatcher, trip.returnId!));
    expect(back.balanceDue).toBe(0);

    const response = await addAddon(dispatcher, trip.returnId!, { addonId: wifi.id, version: back.version });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toMatchObject({ balanceDue: 7.25, amount: fromCents(toCents(back.amount ?? 0) + 725) });
    const outbound = dataOf(await details(dispatcher, trip.id));
    expect(outbound).toMatchObject({ balanceDue: 0, addons: [] });
    const [mail] = await changedMail(trip.email);
    expect(mail?.text).toContain(`You paid ${formatMoney(back.amount ?? 0)}: $7.25 more is due.`);
    // The customer reads them too; a driver reads the addons without their price.
    const own = dataOf(await details(customer, trip.returnId!));
    expect(own).toMatchObject({ balanceDue: 7.25, addons: [{ name: wifi.name, lineAmount: 7.25 }] });
    const driver = await userWithPermissions(ctx.app, [], { roleNames: ['driver'] });
    await assign(trip.returnId!, driver.id);
    const job = dataOf(await details(bearer(driver.token), trip.returnId!));
    expect(job).toMatchObject({
      balanceDue: 0,
      paidAmount: 0,
      payments: [],
      addons: [{ name: wifi.name, amount: null, percentage: null, lineAmount: null }],
    });
  });

  it('refuses drafts, cancelled and duplicate trips, naming the status; a completed trip still takes addons', async () => {
    const addon = await newAddon({ amount: 5 });
    for (const status of ['draft', 'cancelled', 'duplicate'] as const) {
      const trip = await bookUnpaid(dispatcher);
      const version = await setStatus(trip.id, status);
      const response = await addAddon(dispatcher, trip.id, { addonId: addon.id, version });
      expect(response.statusCode, `${status}: ${response.body}`).toBe(409);
      expect(response.json().error.message).toContain(status === 'draft' ? 'draft' : `This reservation is ${status}`);
    }
    const trip = await bookUnpaid(dispatcher);
    const version = await setStatus(trip.id, 'completed');
    const added = await addAddon(dispatcher, trip.id, { addonId: addon.id, version });
    expect(added.statusCode, added.body).toBe(200);
    expect(dataOf(added)).toMatchObject({ status: 'completed', amount: fromCents(toCents(trip.total) + 500) });
    // Taking it off a trip that became cancelled since is refused the same way.
    const cancelledVersion = await setStatus(trip.id, 'cancelled');
    const removed = await deleteAddon(dispatcher, trip.id, dataOf(added).addons[0]!.id, cancelledVersion);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toBe('This reservation is cancelled: its addons cannot be changed.');
  });

  it('needs reservations:addAddon to add and reservations:deleteAddon to remove, and each is enough', async () => {
    const trip = await bookUnpaid(dispatcher);
    const addon = await newAddon({ amount: 3 });
    const reader = await userWithPermissions(ctx.app, ['reservations:details', 'reservations:deleteAddon']);
    const adder = await userWithPermissions(ctx.app, ['reservations:addAddon']);
    const remover = await userWithPermissions(ctx.app, ['reservations:deleteAddon']);
    const refused = await addAddon(bearer(reader.token), trip.id, { addonId: addon.id, version: trip.version });
    expect(refused.statusCode).toBe(403);
    const added = await addAddon(bearer(adder.token), trip.id, { addonId: addon.id, version: trip.version });
    expect(added.statusCode, added.body).toBe(200);
    const lineId = dataOf(added).addons[0]!.id;
    expect(dataOf(added).actions).not.toContain('deleteAddon');
    expect((await deleteAddon(bearer(adder.token), trip.id, lineId, trip.version + 1)).statusCode).toBe(403);
    const removed = await deleteAddon(bearer(remover.token), trip.id, lineId, trip.version + 1);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await addAddon(customer, trip.id, { addonId: addon.id, version: trip.version + 2 })).statusCode).toBe(403);
  });

  it('refuses a stale version, an unknown or inactive addon, and another trip’s addon line', async () => {
    const trip = await bookUnpaid(dispatcher);
    const other = await bookUnpaid(dispatcher);
    const addon = await newAddon({ percentage: 12.5 });
    const inactive = await newAddon({ amount: 4, isActive: false });

    const old = await addAddon(dispatcher, trip.id, { addonId: addon.id, version: trip.version - 1 });
    expect(old.statusCode).toBe(409);
    expect(old.json().error.message).toBe(stale);
    const off = await addAddon(dispatcher, trip.id, { addonId: inactive.id, version: trip.version });
    expect(off.statusCode).toBe(400);
    expect(off.json().error).toMatchObject({
      message: RESERVATION_ADDON_MESSAGES.inactiveAddon(inactive.name),
      fields: { addonId: RESERVATION_ADDON_MESSAGES.inactiveAddon(inactive.name) },
    });
    const unknown = await addAddon(dispatcher, trip.id, { addonId: 2_000_000_000, version: trip.version });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ addonId: RESERVATION_ADDON_MESSAGES.unknownAddon });
    const extra = await addAddon(dispatcher, trip.id, { addonId: addon.id, version: trip.version, amount: 0 });
    expect(extra.statusCode).toBe(400);
    expect((await addAddon(dispatcher, 2_000_000_000, { addonId: addon.id, version: 1 })).statusCode).toBe(404);

    const added = await addAddon(dispatcher, other.id, { addonId: addon.id, version: other.version });
    expect(added.statusCode, added.body).toBe(200);
    const othersLine = dataOf(added).addons[0]!.id;
    const wrongTrip = await deleteAddon(dispatcher, trip.id, othersLine, trip.version);
    expect(wrongTrip.statusCode).toBe(404);
    expect(wrongTrip.json().error.message).toBe(RESERVATION_ADDON_MESSAGES.notThisTrip(othersLine, `A${trip.id}`));
    expect((await deleteAddon(dispatcher, other.id, othersLine, other.version)).statusCode).toBe(409);
    expect((await deleteAddon(dispatcher, other.id, othersLine, 'x')).statusCode).toBe(400);
    // Nothing was written by the refusals.
    const { row, history } = await rowsOf(trip.id);
    expect(row).toMatchObject({ version: trip.version, amount: trip.total });
    expect(history).toHaveLength(1);
    expect(
      await ctx.app.db.select().from(reservationAddons).where(eq(reservationAddons.reservationId, trip.id)),
    ).toEqual([]);
  });

  it('keeps the addon as it was when added when the catalogue changes it or deletes it', async () => {
    const trip = await bookUnpaid(dispatcher);
    const addon = await newAddon({ amount: 20 });
    const added = await addAddon(dispatcher, trip.id, { addonId: addon.id, version: trip.version });
    expect(added.statusCode, added.body).toBe(200);
    const deleted = await call('DELETE', `/addons/${addon.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const data = dataOf(await details(dispatcher, trip.id));
    expect(data.addons).toMatchObject([{ addonId: null, name: addon.name, amount: 20, lineAmount: 20 }]);
    expect(data.amount).toBe(fromCents(toCents(trip.total) + 2000));
  });

  it('keeps the addons when the trip is changed, priced again on its new price', async () => {
    const trip = await bookUnpaid(dispatcher);
    const addon = await newAddon({ percentage: 10 });
    const added = await addAddon(dispatcher, trip.id, { addonId: addon.id, version: trip.version });
    expect(added.statusCode, added.body).toBe(200);
    const changed = tripFrom(ids, { cars: [{ carId: ids.suv, count: 1 }] });
    const quoted = await call('POST', '/reservations/quote', dispatcher, changed);
    const newTrip = toCents(quoted.json().data.total as number);
    // The change is agreed at the total its preview shows: the addon priced on the new price (decision 055).
    const preview = await call('POST', `/reservations/${trip.id}/quote`, dispatcher, changed);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(toCents(preview.json().data.total as number)).toBe(newTrip + tenPercent(newTrip));
    const response = await call('PUT', `/reservations/${trip.id}`, dispatcher, {
      trip: changed,
      customer: { name: 'Lifecycle Traveller', email: trip.email, phoneNumber: '+1 212 555 0142' },
      expectedTotal: preview.json().data.total,
      version: trip.version + 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = dataOf(await details(dispatcher, trip.id));
    expect(data.amount).toBe(fromCents(newTrip + tenPercent(newTrip)));
    expect(data.addons).toMatchObject([{ name: addon.name, lineAmount: fromCents(tenPercent(newTrip)) }]);
    expect(data.priceBreakdown).toMatchObject({ total: data.amount, totalBeforeAddons: fromCents(newTrip) });
    expect(data.priceBreakdown?.lines.at(-1)).toMatchObject({ kind: 'addon', label: addon.name });
    expect(sum(sharesOf(data))).toBe(newTrip + tenPercent(newTrip));
    // The e-mail shows the trip with its addon, and only the change of the trip as the difference.
    const mail = (await changedMail(trip.email)).at(-1);
    expect(mail?.text).toContain(`  ${addon.name}: ${formatMoney(fromCents(tenPercent(newTrip)))}`);
    expect(mail?.text).toContain(`Amount: ${formatMoney(data.amount ?? 0)}`);
  });

  it('lets one of 10 people adding at one version win; the others are told the trip changed', async () => {
    const trip = await bookUnpaid(dispatcher, { cars: 2 });
    const addon = await newAddon({ percentage: 5 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => addAddon(dispatcher, trip.id, { addonId: addon.id, version: trip.version })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().error.message).toBe(stale);
    const [row] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, trip.id));
    const lines = await ctx.app.db.select().from(reservationAddons).where(eq(reservationAddons.reservationId, trip.id));
    expect(lines).toHaveLength(1);
    expect(row).toMatchObject({ version: trip.version + 1 });
    expect(toCents(row?.amount ?? 0)).toBe(toCents(trip.total) + Math.floor((toCents(trip.total) + 10) / 20));
    expect(await updateAudits(trip.id)).toHaveLength(1);
  });
});
