import { formatMoney, fromCents, type Reservation } from '@livery/domain';
import { type OfficeNotice } from '../../notifications/index.js';
import { staffTripUrl } from '../core/index.js';
import { type LegChange } from './change-history.js';

/** A leg of the change as the office reads it: the leg after the change and what changed on it. */
export interface ChangedLeg {
  leg: Reservation;
  change: LegChange;
}

/**
 * The office's notice of a change a customer saved themselves (issue 38, item 6; decision 082): who, each leg's fields
 * before → after (as the history row says them), what is now due, whether a car needs a driver again, and the link
 * to the trip's staff page. Queued in the change's transaction, so one change is one notice, whichever API process
 * saved it (decision 022).
 */
export function customerChangeNotice(
  changedBy: string,
  legs: readonly ChangedLeg[],
  money: { totalCents: number; paidCents: number },
  extra: { needsDriver: boolean; publicUrl: string },
): OfficeNotice {
  const [first] = legs;
  const number = first?.leg.number ?? '';
  const passenger = first?.leg.name ? ` for ${first.leg.name}` : '';
  const dueCents = Math.max(0, money.totalCents - money.paidCents);
  const refundCents = Math.max(0, money.paidCents - money.totalCents);
  const lines = [
    `${changedBy} changed trip ${number}${passenger} online.`,
    ...legs.flatMap(({ leg, change }) => [
      '',
      `${leg.childOf === null ? 'Trip' : 'Return trip'} ${leg.number}:`,
      ...change.fields.map((field) => `- ${field}`),
    ]),
    '',
    `Paid so far: ${formatMoney(fromCents(money.paidCents))}. ` +
      (refundCents > 0
        ? `The new price is lower: ${formatMoney(fromCents(refundCents))} is owed back to the customer.`
        : `Now due: ${formatMoney(fromCents(dueCents))}.`),
    ...(extra.needsDriver ? ['A car of the trip needs a driver again: assign one.'] : []),
    '',
    `Open the trip: ${staffTripUrl(extra.publicUrl, first?.leg.id ?? 0)}`,
  ];
  return { subject: `Trip ${number} changed by the customer`, text: lines.join('\n') };
}
