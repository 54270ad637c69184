/**
 * Step 2 (DESIGN.md §5): one code at most; a non-zero amount is subtracted, else the percentage is taken off
 * the cars total, and the base never goes below 0. On a round trip each leg checks the code against its own
 * pickup date, and a fixed amount is split in half (the odd cent on the outbound).
 */
import { legPart, percentOf } from './cents.js';
import { formatBasisPoints, formatCents } from './format.js';
import type { Cents, LegDiscountCode, LegName, PriceLine, PricingDiscountCode } from './types.js';

/** Why the code does not apply to a leg picked up on `date`, or null when it does. */
export function discountCodeRefusal(
  code: Pick<PricingDiscountCode, 'code' | 'type' | 'from' | 'to' | 'isActive'>,
  trip: { isRoundTrip: boolean; date: string },
): string | null {
  if (!code.isActive) return `Code ${code.code} is not active`;
  if (code.type === 'round trip' && !trip.isRoundTrip) return `Code ${code.code} is for round trips only`;
  if (trip.date < code.from) return `Code ${code.code} is valid from ${code.from}, after this ${trip.date} pickup`;
  if (trip.date > code.to) return `Code ${code.code} was valid until ${code.to}, before this ${trip.date} pickup`;
  return null;
}

export function legDiscountCode(code: PricingDiscountCode, isRoundTrip: boolean, date: string): LegDiscountCode {
  const reason = discountCodeRefusal(code, { isRoundTrip, date });
  // Written out rather than spread: this runs for every leg of every quote.
  const { type, from, to, isActive, amount, percentage } = code;
  return { code: code.code, type, from, to, isActive, amount, percentage, applies: reason === null, reason };
}

/** The discount line (0 or negative) of an applicable code: it never takes off more than the cars total. */
export function priceDiscount(
  code: PricingDiscountCode,
  carsTotal: Cents,
  leg: LegName,
  isRoundTrip: boolean,
): PriceLine {
  const label = `Code ${code.code}`;
  const of = `the ${formatCents(carsTotal)} cars total`;
  let discount: Cents;
  let explanation: string;
  if (code.amount) {
    const part = legPart(code.amount, leg, isRoundTrip);
    discount = part < carsTotal ? part : carsTotal;
    const split = isRoundTrip
      ? `Half of the code's ${formatCents(code.amount)} on a round trip, ${formatCents(part)}${code.amount % 2 === 1 ? ' (the odd cent goes to the outbound)' : ''}`
      : formatCents(part);
    explanation = discount < part ? `${split}, limited to ${of}` : `${split} off ${of}`;
  } else {
    const percentage = code.percentage ?? 0;
    discount = percentOf(carsTotal, percentage);
    explanation = `${formatBasisPoints(percentage)} of ${of} = ${formatCents(discount)}`;
  }
  return { kind: 'discount', label, amount: discount === 0 ? 0 : -discount, explanation };
}
