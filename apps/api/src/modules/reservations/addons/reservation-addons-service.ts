import {
  addonRefusal,
  formatMoney,
  fromCents,
  MAX_MONEY,
  RESERVATION_ADDON_MESSAGES,
  reservationNumber,
  toCents,
  type AddonsPrice,
  type AddReservationAddonRequest,
  type ReservationDetails,
} from '@livery/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit } from '../../audit/index.js';
import { type AuthUser } from '../../auth/index.js';
import { enqueueMail, reservationUpdatedMail } from '../../notifications/index.js';
import { reservationQueries as queries, toReservation } from '../core/index.js';
import { DETAILS_MESSAGES, loadDetails } from '../details/index.js';
import * as addonQueries from './reservation-addons-queries.js';
import { priceLines, quoteOf, tripTotalCents, writeAddonPrice } from './reservation-addons-pricing.js';

/** What addons on a trip need besides the database. */
export interface AddonDeps {
  timeZone: string;
  now: () => Date;
}

type Row = queries.ReservationRow;
type Line = addonQueries.AddonLineRow;

const tooExpensive = `With this addon the trip would cost more than ${formatMoney(MAX_MONEY)}, the most a trip may cost.`;

/**
 * The leg, locked until the transaction ends (two people changing its addons take turns), if its addons may change:
 * its status first (the refusal names it, so whoever lost a race reads what the trip became), then the version.
 */
async function lockForAddons(tx: Executor, id: number, version: number): Promise<Row> {
  const row = await queries.findReservationForUpdate(tx, id);
  if (!row) throw new AppError('NOT_FOUND', DETAILS_MESSAGES.notFound);
  const refusal = addonRefusal(row.status);
  if (refusal) throw new AppError('CONFLICT', refusal);
  if (row.version !== version) throw AppError.staleVersion('reservation');
  return row;
}

const auditedLines = (lines: readonly Line[]) =>
  lines.map(({ id, addonId, name, amount, percentage, lineAmount }) => ({
    id,
    addonId,
    name,
    amount,
    percentage,
    lineAmount,
  }));

/**
 * Prices the leg with these lines (in the table, in their order) and writes it: line amounts, driver shares, the
 * amount and breakdown at the version held, a history row, an audit row and the customer's e-mail with the new total
 * and what is due.
 */
async function applyAddons(
  tx: Executor,
  deps: AddonDeps,
  user: AuthUser,
  row: Row,
  change: { before: readonly Line[]; lines: readonly Line[]; priced: AddonsPrice; reason: string },
): Promise<ReservationDetails> {
  const price = await writeAddonPrice(tx, row, change.lines, change.priced);
  const after = await queries.updateReservationAt(tx, row.id, row.version, price);
  if (!after) throw AppError.staleVersion('reservation');
  // The history the details read: the status stays, the reason says what changed.
  await queries.insertStatusChange(tx, {
    reservationId: row.id,
    fromStatus: row.status,
    toStatus: row.status,
    actorId: user.id,
    reason: change.reason,
  });
  const lines = await addonQueries.findAddonLines(tx, row.id);
  await recordAudit(tx, {
    actorId: user.id,
    action: 'update',
    entity: 'reservation',
    entityId: row.id,
    before: { version: row.version, amount: row.amount, addons: auditedLines(change.before) },
    after: { version: after.version, amount: after.amount, addons: auditedLines(lines), reason: change.reason },
  });
  if (after.email) {
    const found = await queries.findReservation(tx, row.id);
    await enqueueMail(
      tx,
      reservationUpdatedMail(
        after.email,
        after.name ?? 'there',
        quoteOf(after, change.priced),
        [found ? toReservation(found) : null],
        // What is due is the new total less what was paid and not refunded (decision 051).
        { previousTotal: after.paidAmount, isPaid: after.paidAmount > 0, timeZone: deps.timeZone },
      ),
    );
  }
  return loadDetails(tx, user, row.id, deps.now(), 'staff');
}

async function add(tx: Executor, deps: AddonDeps, user: AuthUser, id: number, request: AddReservationAddonRequest) {
  const row = await lockForAddons(tx, id, request.version);
  const addon = await addonQueries.findCatalogueAddon(tx, request.addonId);
  const refused = (message: string) => AppError.validation({ addonId: message }, message);
  if (!addon) throw refused(RESERVATION_ADDON_MESSAGES.unknownAddon);
  if (!addon.isActive) throw refused(RESERVATION_ADDON_MESSAGES.inactiveAddon(addon.name));

  const before = await addonQueries.findAddonLines(tx, id);
  const tripTotal = tripTotalCents(row, before);
  const candidate = { id: 0, addonId: addon.id, name: addon.name, amount: addon.amount, percentage: addon.percentage };
  // Priced before anything is written: a total past numeric(12,2) is refused, not a database error.
  const priced = priceLines(tripTotal, [...before, { ...candidate, lineAmount: 0 }]);
  if (priced.total > toCents(MAX_MONEY)) throw refused(tooExpensive);
  const line = await addonQueries.insertAddonLine(tx, {
    reservationId: id,
    addonId: addon.id,
    name: addon.name,
    amount: addon.amount,
    percentage: addon.percentage,
    lineAmount: fromCents(priced.lines.at(-1)?.amount ?? 0),
    position: before.reduce((last, l) => Math.max(last, l.position + 1), 0),
    actorId: user.id,
  });
  return applyAddons(tx, deps, user, row, {
    before,
    lines: [...before, line],
    priced,
    reason: RESERVATION_ADDON_MESSAGES.added(addon.name),
  });
}

/**
 * Lines of the office's own (no catalogue addon), each an amount, added to a locked leg and priced as addons are
 * (issue 24: a driver's extras once approved): the driver shares follow the new total. Answers the details.
 */
export async function addChargeLines(
  tx: Executor,
  deps: AddonDeps,
  user: AuthUser,
  row: Row,
  charges: readonly { name: string; cents: number; explanation?: string }[],
  reason: string,
): Promise<ReservationDetails> {
  const refusal = addonRefusal(row.status);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const before = await addonQueries.findAddonLines(tx, row.id);
  const candidates = charges.map((charge, i) => ({
    id: -i - 1,
    addonId: null,
    name: charge.name,
    amount: fromCents(charge.cents),
    percentage: null,
    lineAmount: 0,
    explanation: charge.explanation ?? null,
  }));
  const priced = priceLines(tripTotalCents(row, before), [...before, ...candidates]);
  if (priced.total > toCents(MAX_MONEY)) throw new AppError('CONFLICT', tooExpensive);
  const added: Line[] = [];
  let position = before.reduce((last, l) => Math.max(last, l.position + 1), 0);
  for (const candidate of candidates)
    added.push(
      await addonQueries.insertAddonLine(tx, {
        reservationId: row.id,
        addonId: null,
        name: candidate.name,
        amount: candidate.amount,
        percentage: null,
        explanation: candidate.explanation,
        lineAmount: fromCents(priced.lines[before.length + added.length + 1]?.amount ?? 0),
        position: position++,
        actorId: user.id,
      }),
    );
  return applyAddons(tx, deps, user, row, { before, lines: [...before, ...added], priced, reason });
}

async function remove(tx: Executor, deps: AddonDeps, user: AuthUser, id: number, lineId: number, version: number) {
  const row = await lockForAddons(tx, id, version);
  const before = await addonQueries.findAddonLines(tx, id);
  const line = before.find((l) => l.id === lineId);
  if (!line) throw new AppError('NOT_FOUND', RESERVATION_ADDON_MESSAGES.notThisTrip(lineId, reservationNumber(id)));
  const tripTotal = tripTotalCents(row, before);
  await addonQueries.deleteAddonLine(tx, lineId);
  const lines = before.filter((l) => l.id !== lineId);
  return applyAddons(tx, deps, user, row, {
    before,
    lines,
    priced: priceLines(tripTotal, lines),
    reason: RESERVATION_ADDON_MESSAGES.removed(line.name),
  });
}

/**
 * `POST /reservations/{id}/addons`: one of the catalogue's active addons on a booked trip (not a draft, cancelled or
 * duplicate one; a completed one still takes addons), at the version read, under the row's lock. The leg is priced
 * again (DESIGN §5 step 8) with its drivers' shares; answers the details.
 */
export async function addReservationAddon(
  db: Database,
  deps: AddonDeps,
  user: AuthUser,
  id: number,
  request: AddReservationAddonRequest,
): Promise<ReservationDetails> {
  return db.transaction((tx) => add(tx, deps, user, id, request));
}

/**
 * `DELETE /reservations/{id}/addons/{addonLineId}?version=`: takes one addon off the trip; the addons after it are
 * priced again on the new running total. Same rules and answer as adding.
 */
export async function deleteReservationAddon(
  db: Database,
  deps: AddonDeps,
  user: AuthUser,
  id: number,
  lineId: number,
  version: number,
): Promise<ReservationDetails> {
  return db.transaction((tx) => remove(tx, deps, user, id, lineId, version));
}
