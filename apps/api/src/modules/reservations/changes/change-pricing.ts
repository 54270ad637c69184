import { fromCents, splitDriverShares, toCents, type AddonsPrice, type Quote, type QuoteLeg } from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import { addonLinesOf, addonQueries, priceLines, writeAddonPrice } from '../addons/index.js';
import { findReservationForUpdate } from '../core/index.js';

/**
 * The price of a change of a booked trip (issue 22, decision 055): the trip priced again, then each leg's addons on
 * that price (DESIGN §5 step 8). One function answers both the update screen's preview and the save, so the price a
 * person is shown is the price written.
 */

type AddonLine = Awaited<ReturnType<typeof addonQueries.findAddonLines>>[number];

/** A leg's addons priced on its new trip price, to be written by the save. */
export interface ChangedLegAddons {
  legId: number;
  lines: readonly AddonLine[];
  priced: AddonsPrice;
}

/** The leg with its addons: its lines and then theirs, its total, and each driver's share of that total. */
function legWithAddons(leg: QuoteLeg, lines: readonly AddonLine[], priced: AddonsPrice): QuoteLeg {
  const classLines = leg.cars.map((car) => ({
    carId: car.carId,
    cars: car.cars,
    amount: toCents(leg.lines.find((line) => line.kind === 'car' && line.carId === car.carId)?.amount ?? 0),
  }));
  return {
    ...leg,
    lines: [...leg.lines, ...addonLinesOf(lines, priced)],
    total: fromCents(priced.total),
    driverShares: splitDriverShares(classLines, priced.total).map((share) => ({
      carId: share.carId,
      slot: share.slot,
      amount: fromCents(share.amount),
    })),
  };
}

/**
 * The quote of the changed trip with each leg's addons (in the order added) priced on the leg's new price, and what
 * the save writes of them. Reads only: the preview calls it as it is, the save before it writes anything.
 */
export async function priceChangeAddons(
  db: Executor,
  quote: Quote,
  legIds: readonly number[],
): Promise<{ quote: Quote; addons: ChangedLegAddons[] }> {
  const legs: QuoteLeg[] = [];
  const addons: ChangedLegAddons[] = [];
  for (const [i, leg] of quote.legs.entries()) {
    const legId = legIds[i];
    const lines = legId === undefined ? [] : await addonQueries.findAddonLines(db, legId);
    if (legId === undefined || lines.length === 0) {
      legs.push(leg);
      continue;
    }
    const priced = priceLines(toCents(leg.total), lines);
    addons.push({ legId, lines, priced });
    legs.push(legWithAddons(leg, lines, priced));
  }
  const total = legs.reduce((cents, leg) => cents + toCents(leg.total), 0);
  return { quote: { ...quote, legs, total: fromCents(total) }, addons };
}

/**
 * Writes the addons `priceChangeAddons` priced, once the change has written each leg's new price and cars: each
 * line's amount, each driver's share, the leg's amount and breakdown (the change holds the version).
 */
export async function writeChangeAddons(tx: Executor, addons: readonly ChangedLegAddons[]): Promise<void> {
  for (const { legId, lines, priced } of addons) {
    const row = await findReservationForUpdate(tx, legId);
    if (!row) throw new Error('a changed leg was not found');
    await addonQueries.setPrice(tx, row.id, await writeAddonPrice(tx, row, lines, priced));
  }
}
