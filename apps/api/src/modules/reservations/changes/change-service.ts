import {
  type BookingCustomer,
  type BookingResult,
  changeRefusalOf,
  changeTellsOffice,
  fromCents,
  mayBookForOthers,
  mayChangeTrip,
  mayMovePickUpTo,
  tooLateRefusal,
  type Quote,
  type QuoteRequest,
  toCents,
  type Trip,
  tripLocationsOf,
  type UpdateReservationRequest,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { forbidden } from '../../../lib/permission-checks.js';
import { recordAudit } from '../../audit/index.js';
import { type AuthUser } from '../../auth/index.js';
import { findCustomerPolicy } from '../../configurations/index.js';
import { enqueueMail, notifyOffice, reservationUpdatedMail } from '../../notifications/index.js';
import { findPeople } from '../../people/index.js';
import { checkCustomer } from '../booking/index.js';
import {
  BOOKING_MESSAGES,
  customerTripUrl,
  customerValues,
  legValuesOf,
  loadReservation,
  PriceChangedError,
  reservationQueries as queries,
  writeCars,
} from '../core/index.js';
import { noticeDrivers } from '../drivers/index.js';
import { QUOTE_MESSAGES, quoteTrip, type QuoteSources } from '../quote/index.js';
import { describeLegChange } from './change-history.js';
import { customerChangeNotice, type ChangedLeg } from './change-office-notice.js';
import { noticeDriversOfChange } from './change-notices.js';
import { priceChangeAddons, writeChangeAddons, type ChangedLegAddons } from './change-pricing.js';

/**
 * Changing a booked trip (DESIGN §5 "Edit", decisions 041 and 055): `PUT /reservations/{id}` saves it, and
 * `POST /reservations/{id}/quote` previews its price through the same `priceChange`, addons included, so the update
 * screen shows the price that is saved. A save writes a history row saying what changed, and tells every driver of
 * the trip of a new time, route or cars (a driver whose car was taken away, that they are off), and the office of a
 * change its customer made.
 */

type UpdateSources = Omit<QuoteSources, 'db'> & { publicUrl: string };

/** A change priced: the legs as they are, who it is for, and the quote with the addons, which is what is saved. */
interface PricedChange {
  outbound: queries.ReservationRow;
  back: queries.ReservationRow | null;
  customerId: number | null;
  /** The trip priced again before its addons: what each leg's breakdown keeps. */
  tripQuote: Quote;
  /** With each leg's addons priced on its new price: shown by the preview, compared with `expectedTotal`, saved. */
  quote: Quote;
  addons: ChangedLegAddons[];
}

interface ChangeRequest {
  trip: Trip;
  /** The save's step 3 (checked as a booking's); the preview names only whose trip it is. */
  customer?: BookingCustomer;
  customerId?: number | undefined;
  /** The save's version; the preview prices the trip as it is now. */
  version?: number;
}

/** The customer a preview compares trips with: the trip's own, or one chosen by staff who may choose. */
function previewCustomer(user: AuthUser, customerId: number | undefined, kept: number | null): number | null {
  if (customerId === undefined || customerId === kept) return kept;
  if (customerId !== user.id && !mayBookForOthers(user)) throw forbidden(QUOTE_MESSAGES.forSomeoneElse);
  return customerId;
}

/**
 * Who may change the trip (its customer or creator, or staff who edit), decided before the body is read (decision
 * 071): anyone else is told it does not exist, as `priceChange` tells them.
 */
export async function mayChangeOn(db: Executor, user: AuthUser, id: number): Promise<void> {
  const found = (await queries.findReservation(db, id))?.row ?? null;
  if (!found || !mayChangeTrip(found, user)) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notYours);
}

/**
 * Who may change the trip and whether it may be changed now, then its price: the quote of the trip as requested,
 * and each leg's addons on its new price. Writes nothing; the save locks the legs first (`lock`).
 */
async function priceChange(
  tx: Executor,
  sources: Omit<QuoteSources, 'db'>,
  user: AuthUser,
  id: number,
  request: ChangeRequest,
  lock: boolean,
): Promise<PricedChange> {
  const read = async (legId: number) =>
    lock ? queries.findReservationForUpdate(tx, legId) : ((await queries.findReservation(tx, legId))?.row ?? null);
  const found = await read(id);
  if (!found || !mayChangeTrip(found, user)) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notYours);
  const outbound = found.childOf === null ? found : await read(found.childOf);
  if (!outbound) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notYours);
  const back = outbound.parentOf === null ? null : await read(outbound.parentOf);
  if (request.version !== undefined && found.version !== request.version) throw AppError.staleVersion('reservation');
  // A customer is held to the cancellation's cut-off too (decision 079): what may not be cancelled online may not be
  // moved away online and then cancelled.
  const policy = await findCustomerPolicy(tx);
  const refusal = changeRefusalOf(back ? [outbound, back] : [outbound], user, sources.now(), policy);
  if (refusal?.kind === 'cutoff') throw forbidden(refusal.message);
  if (refusal) throw new AppError('CONFLICT', refusal.message);
  if (Boolean(back) !== Boolean(request.trip.returnTrip))
    throw AppError.validation({ returnTrip: BOOKING_MESSAGES.roundTripShape }, BOOKING_MESSAGES.roundTripShape);

  const customerId = request.customer
    ? await checkCustomer(tx, user, { customer: request.customer }, outbound)
    : previewCustomer(user, request.customerId, outbound.customerId);
  const legIds = [outbound.id, ...(back ? [back.id] : [])];
  const tripQuote = await quoteTrip({ ...sources, db: tx }, user, request.trip, { customerId, exceptIds: legIds });
  if (!mayMovePickUpTo(user, new Date(tripQuote.legs[0]?.pickUpAt ?? 0), sources.now()))
    throw forbidden(tooLateRefusal(user));
  const { quote, addons } = await priceChangeAddons(tx, tripQuote, legIds);
  return { outbound, back, customerId, tripQuote, quote, addons };
}

/** The quote as the screens show it: the warning that only the office books within 6 hours is the booking's. */
const shownWarnings = (quote: Quote) => quote.warnings.filter((w) => w !== QUOTE_MESSAGES.within6Hours);

/**
 * `POST /reservations/{id}/quote`: the changed trip's price as saving it would write it (its addons included), for
 * the update screen; the same refusals as the save. Nothing is written.
 */
export async function previewChange(
  db: Database,
  sources: Omit<QuoteSources, 'db'>,
  user: AuthUser,
  id: number,
  request: QuoteRequest,
): Promise<Quote> {
  const { customerId, ...trip } = request;
  const change = await db.transaction(async (tx) => priceChange(tx, sources, user, id, { trip, customerId }, false));
  return { ...change.quote, warnings: shownWarnings(change.quote) };
}

/**
 * Changes a booked trip (DESIGN §5 "Edit"): the whole trip again at the version read, priced again with its addons,
 * refused for final statuses and, for non-admins, 6 hours or less before the current pickup. On a round trip both
 * legs change together, whichever leg's id is given. The answer carries the previous total, so what is due shows.
 */
export async function updateReservation(
  db: Database,
  sources: UpdateSources,
  user: AuthUser,
  id: number,
  request: UpdateReservationRequest,
): Promise<BookingResult> {
  return db.transaction(async (tx) => {
    const change = await priceChange(tx, sources, user, id, request, true);
    const { outbound, back, customerId } = change;
    if (toCents(change.quote.total) !== toCents(request.expectedTotal)) throw new PriceChangedError(change.quote);

    const before = [await loadReservation(tx, outbound.id), back ? await loadReservation(tx, back.id) : null];
    const [outboundValues, returnValues] = legValuesOf(change.tripQuote, request.trip);
    const common = { ...customerValues(request), customerId };
    if (customerId !== null) await sources.rememberAddresses(tx, customerId, tripLocationsOf(request.trip));
    const legs = [
      { row: outbound, values: outboundValues },
      ...(back && returnValues ? [{ row: back, values: returnValues }] : []),
    ];
    // Each car class keeps its drivers slot by slot (decision 046): a change of the route or the time keeps the
    // drivers; a car taken away frees its driver, and a car added needs one, so an assigned trip is viewed again.
    const drivers = new Map<number, Awaited<ReturnType<typeof queries.driversByCarSlot>>>();
    for (const { row, values } of legs) {
      drivers.set(row.id, await queries.driversByCarSlot(tx, row.id));
      const updated = await queries.updateReservationAt(tx, row.id, row.version, { ...common, ...values });
      if (!updated) throw AppError.staleVersion('reservation');
      await queries.deleteCars(tx, row.id);
    }
    await writeCars(
      tx,
      legs.map((l) => l.row.id),
      change.tripQuote,
    );
    const kept = new Map<number, number[]>();
    const freed: { reservationId: number; driverId: number }[] = [];
    for (const { row } of legs) {
      for (const slot of drivers.get(row.id) ?? []) {
        if (slot.driverId === null) continue;
        if (await queries.restoreDriver(tx, row.id, slot))
          kept.set(row.id, [...(kept.get(row.id) ?? []), slot.driverId]);
        else freed.push({ reservationId: row.id, driverId: slot.driverId });
      }
    }
    // Addons stay on the changed trip, priced again on its new price (decision 047) as the preview priced them.
    await writeChangeAddons(tx, change.addons);

    const after = [await loadReservation(tx, outbound.id), back ? await loadReservation(tx, back.id) : null];
    const changedLegs: ChangedLeg[] = [];
    let needsDriver = false;
    for (const [i, { row }] of legs.entries()) {
      const leg = after[i];
      const previous = before[i];
      if (!leg || !previous) continue;
      const described = describeLegChange(previous, leg, sources.timeZone);
      if (described.fields.length > 0) changedLegs.push({ leg, change: described });
      // The history the details read: the status stays, the reason says what changed.
      await queries.insertStatusChange(tx, {
        reservationId: row.id,
        fromStatus: row.status,
        toStatus: row.status,
        actorId: user.id,
        reason: described.summary,
      });
      if (row.status === 'assigned' && (await queries.hasOpenSlot(tx, row.id))) {
        needsDriver = true;
        await queries.updateReservationAt(tx, row.id, row.version + 1, { status: 'viewed' });
        await queries.insertStatusChange(tx, {
          reservationId: row.id,
          fromStatus: 'assigned',
          toStatus: 'viewed',
          actorId: user.id,
          reason: 'The trip changed: a car needs a driver',
        });
      }
      await tellDrivers(tx, sources, row.id, { kept: kept.get(row.id) ?? [], changed: described.forDrivers });
    }
    // A driver whose car the change took away is told, as when taken off by hand (decision 046).
    for (const { reservationId, driverId } of freed) {
      const leg = await queries.findReservationForUpdate(tx, reservationId);
      const [driver] = await findPeople(tx, [driverId]);
      if (leg && driver)
        await noticeDrivers(tx, { publicUrl: sources.publicUrl, timeZone: sources.timeZone }, leg, [
          { change: 'removed', driver },
        ]);
    }

    const final = [await loadReservation(tx, outbound.id), back ? await loadReservation(tx, back.id) : null];
    for (const [i, reservation] of final.entries())
      if (reservation)
        await recordAudit(tx, {
          actorId: user.id,
          action: 'update',
          entity: 'reservation',
          entityId: reservation.id,
          before: before[i],
          after: reservation,
        });
    const previousTotal = fromCents(toCents(outbound.amount ?? 0) + toCents(back?.amount ?? 0));
    // A customer's own change is told to the office (issue 38, item 6); a save that changed nothing is not.
    if (changeTellsOffice(user) && changedLegs.length > 0)
      await notifyOffice(
        tx,
        customerChangeNotice(
          user.email,
          changedLegs,
          { totalCents: toCents(change.quote.total), paidCents: toCents(paidOf(outbound, back)) },
          { needsDriver, publicUrl: sources.publicUrl },
        ),
      );
    const [reservation, returnReservation] = final;
    if (!reservation) throw new Error('the updated outbound was not found');
    await enqueueMail(
      tx,
      // What is due is the new total less what was paid and not refunded (decision 051: one balance due).
      reservationUpdatedMail(request.customer.email, request.customer.name, change.quote, final, {
        previousTotal: paidOf(outbound, back),
        isPaid: paidOf(outbound, back) > 0,
        timeZone: sources.timeZone,
        tripUrl: customerTripUrl(sources.publicUrl, { id: reservation.id, customerId: reservation.customerId }),
      }),
    );
    return {
      reservation,
      returnReservation: returnReservation ?? null,
      warnings: shownWarnings(change.tripQuote),
      previousTotal,
    };
  });
}

/** What was paid for the trip's legs and not refunded (decision 051). */
const paidOf = (...legs: readonly ({ paidAmount: number } | null)[]) =>
  fromCents(legs.reduce((cents, leg) => cents + toCents(leg?.paidAmount ?? 0), 0));

/** Every driver kept on a leg, told of a new time, route, cars or flight (nothing of theirs changed: no message). */
async function tellDrivers(
  tx: Executor,
  sources: UpdateSources,
  legId: number,
  change: { kept: readonly number[]; changed: readonly string[] },
): Promise<void> {
  if (change.kept.length === 0 || change.changed.length === 0) return;
  const row = await queries.findReservationForUpdate(tx, legId);
  const people = await findPeople(tx, [...new Set(change.kept)]);
  if (row) await noticeDriversOfChange(tx, sources, row, people, change.changed);
}
