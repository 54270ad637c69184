import {
  fromCents,
  hasAtMostTwoDecimals,
  isRecord,
  oneOf,
  TRIP_TYPES,
  priceAddons,
  splitDriverShares,
  toBasisPoints,
  toCents,
  quoteLegSchema,
  type AddonsPrice,
  type Quote,
  type QuoteLeg,
  type QuoteLine,
} from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import * as addonQueries from './reservation-addons-queries.js';
import { type ReservationRow } from '../core/index.js';

/**
 * A leg's price with its addons (DESIGN §5 price step 8, decision 047): the trip as it was priced, then each addon in
 * the order added — an amount adds, a percentage is of the running total. The leg's amount, its stored breakdown,
 * its addon lines and its drivers' shares are all written from one `priceAddons`.
 */

type Line = Pick<addonQueries.AddonLineRow, 'id' | 'addonId' | 'name' | 'amount' | 'percentage' | 'lineAmount'> & {
  /** An office line's own explanation (an approved wait, decision 094); else the addon's rule is said. */
  explanation?: string | null;
};
type Breakdown = Record<string, unknown>;

const breakdownOf = (row: ReservationRow): Breakdown | null =>
  isRecord(row.priceBreakdown) ? row.priceBreakdown : null;

const moneyIn = (value: unknown): number | null =>
  typeof value === 'number' && value >= 0 && hasAtMostTwoDecimals(value) ? toCents(value) : null;

/**
 * The leg's price before its addons, in cents: what the trip was priced at, kept in its breakdown (`total` until an
 * addon is added, then `totalBeforeAddons`). A leg kept without a breakdown: its amount less its addon lines, or,
 * when `amountIsTrip` (a change of the trip just wrote the new price), its amount.
 */
export function tripTotalCents(row: ReservationRow, lines: readonly Line[], amountIsTrip = false): number {
  const breakdown = breakdownOf(row);
  const kept = moneyIn(breakdown?.['totalBeforeAddons']) ?? moneyIn(breakdown?.['total']);
  if (kept !== null) return kept;
  const amount = toCents(row.amount ?? 0);
  if (amountIsTrip) return Math.max(0, amount);
  return Math.max(0, amount - lines.reduce((sum, line) => sum + toCents(line.lineAmount), 0));
}

/** Step 8 over the lines, in their order. */
export const priceLines = (tripTotal: number, lines: readonly Line[]): AddonsPrice =>
  priceAddons(
    tripTotal,
    lines.map((line) => ({
      id: line.id,
      name: line.name,
      amount: line.amount === null ? null : toCents(line.amount),
      percentage: line.percentage === null ? null : toBasisPoints(line.percentage),
    })),
  );

/** The addon lines of a priced leg, as its breakdown keeps them: one each, with the catalogue addon's id. */
export function addonLinesOf(
  lines: readonly Pick<Line, 'addonId' | 'explanation'>[],
  priced: AddonsPrice,
): QuoteLine[] {
  return priced.lines
    .filter((line) => line.kind === 'addon')
    .map((line, i) => {
      const addonId = lines[i]?.addonId ?? null;
      return {
        kind: 'addon',
        label: line.label,
        amount: fromCents(line.amount),
        explanation: lines[i]?.explanation ?? line.explanation,
        ...(addonId === null ? {} : { addonId }),
      };
    });
}

/**
 * The stored breakdown with the addons: the trip's lines, then one `addon` line each; `total` and `driverShares` as
 * they are now, `totalBeforeAddons` the trip's price. Without addons it is the breakdown as the trip was priced.
 */
function breakdownWith(
  row: ReservationRow,
  lines: readonly Line[],
  priced: AddonsPrice,
  shares: readonly number[],
): Breakdown | null {
  const breakdown = breakdownOf(row);
  if (!breakdown) return null;
  const { totalBeforeAddons: _before, ...rest } = breakdown;
  const tripLines = Array.isArray(rest['lines'])
    ? rest['lines'].filter((line: unknown) => !(isRecord(line) && line['kind'] === 'addon'))
    : [];
  const addonLines = addonLinesOf(lines, priced);
  const kept = rest['driverShares'];
  const driverShares =
    Array.isArray(kept) && kept.length === shares.length
      ? kept.map((share: unknown, i) => ({ ...(isRecord(share) ? share : {}), amount: fromCents(shares[i] ?? 0) }))
      : kept;
  return {
    ...rest,
    lines: [...tripLines, ...addonLines],
    total: fromCents(priced.total),
    ...(driverShares === undefined ? {} : { driverShares }),
    ...(addonLines.length > 0 ? { totalBeforeAddons: fromCents(priced.tripTotal) } : {}),
  };
}

/**
 * Writes a leg's price with these addon lines (already in the table, in their order): each line's amount, each
 * driver's share of the new leg total (DESIGN §5, `splitDriverShares`; the drivers stay), and answers the leg's new
 * amount and breakdown for the caller to store with the version it holds.
 */
export async function writeAddonPrice(
  tx: Executor,
  row: ReservationRow,
  lines: readonly Line[],
  priced: AddonsPrice,
): Promise<{ amount: number; priceBreakdown: Breakdown | null }> {
  for (const [i, line] of lines.entries()) {
    const lineAmount = fromCents(priced.lines[i + 1]?.amount ?? 0);
    if (line.lineAmount !== lineAmount) await addonQueries.setLineAmount(tx, line.id, lineAmount);
  }
  const { cars, slots } = await addonQueries.findCarsWithSlots(tx, row.id);
  const shares = splitDriverShares(
    cars.map((car) => ({ carId: car.id, cars: car.count, amount: toCents(car.lineAmount) })),
    priced.total,
  );
  for (const share of shares) {
    const slot = slots.find((s) => s.reservationCarId === share.carId && s.slot === share.slot);
    const driverShare = fromCents(share.amount);
    if (slot && slot.driverShare !== driverShare) await addonQueries.setDriverShare(tx, slot.id, driverShare);
  }
  return {
    amount: fromCents(priced.total),
    priceBreakdown: breakdownWith(
      row,
      lines,
      priced,
      shares.map((s) => s.amount),
    ),
  };
}

/** The changed leg as the "trip changed" e-mail shows it: its lines with the addons, or the addons alone. */
export function quoteOf(after: ReservationRow, priced: AddonsPrice): Quote {
  const stored = quoteLegSchema.safeParse(after.priceBreakdown);
  // A leg kept without a full breakdown: the e-mail reads only these fields of it.
  const leg: QuoteLeg = stored.success
    ? stored.data
    : ({
        leg: after.childOf === null ? 'outbound' : 'return',
        pickUpAt: (after.pickUpAt ?? new Date(0)).toISOString(),
        miles: after.miles ?? 0,
        lines: priced.lines.map((line) => ({ ...line, amount: fromCents(line.amount) })),
        total: fromCents(priced.total),
      } as QuoteLeg);
  return {
    tripType: oneOf(TRIP_TYPES, after.tripType, 'A trip type'),
    isRoundTrip: after.parentOf !== null || after.childOf !== null,
    legs: [leg],
    total: fromCents(priced.total),
    explanation: '',
    warnings: [],
  };
}
