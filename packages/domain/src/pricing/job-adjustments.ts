/**
 * Surges, the discount and the gratuity of a leg (decision 088), each on a named base: a surge's percentage of the
 * base lines, a code's of base + extras + surges (never more than that sum), a gratuity's of the base alone or of
 * base + extras as the card says. The discount does not reduce the gratuity: the chauffeur's tip is on the work.
 */
import { legPart, percentOf } from './cents.js';
import { formatBasisPoints, formatCents } from './format.js';
import type { JobLine } from './job-types.js';
import { priceSurge } from './price-extras.js';
import type { GratuityBase } from './rate-card.js';
import type { Cents, LegName, PricingDiscountCode, PricingGratuity, PricingSurge } from './types.js';

export function surgeLine(surge: PricingSurge, base: Cents): JobLine {
  const line = priceSurge(surge, base);
  return {
    kind: 'surge',
    item: 'surge',
    label: line.label,
    amount: line.amount,
    explanation: line.explanation,
    surgeId: surge.id,
  };
}

/**
 * The discount line (0 or negative) of a code that applies: a non-zero amount (half a leg on a round trip, the odd
 * cent on the outbound), else the percentage, of base + extras + surges and never more than it.
 */
export function discountLine(code: PricingDiscountCode, subtotal: Cents, leg: LegName, isRoundTrip: boolean): JobLine {
  const of = `the ${formatCents(subtotal)} base + extras + surges`;
  let discount: Cents;
  let explanation: string;
  if (code.amount) {
    const part = legPart(code.amount, leg, isRoundTrip);
    discount = part < subtotal ? part : subtotal;
    const split = isRoundTrip
      ? `Half of the code's ${formatCents(code.amount)} on a round trip, ${formatCents(part)}${code.amount % 2 === 1 ? ' (the odd cent goes to the outbound)' : ''}`
      : formatCents(part);
    explanation = discount < part ? `${split}, limited to ${of}` : `${split} off ${of}`;
  } else {
    const percentage = code.percentage ?? 0;
    discount = percentOf(subtotal, percentage);
    explanation = `${formatBasisPoints(percentage)} of ${of} = ${formatCents(discount)}`;
  }
  return {
    kind: 'discount',
    item: 'discount',
    label: `Code ${code.code}`,
    amount: discount === 0 ? 0 : -discount,
    explanation,
  };
}

/** None, a percentage of the card's gratuity base, or a custom amount (half a leg on a round trip). */
export function gratuityLine(
  gratuity: PricingGratuity,
  of: { base: Cents; extras: Cents; gratuityBase: GratuityBase },
  leg: LegName,
  isRoundTrip: boolean,
): JobLine | null {
  if (gratuity.kind === 'none') return null;
  if (gratuity.kind === 'percentage') {
    const withExtras = of.gratuityBase === 'base-and-extras';
    const base = withExtras ? of.base + of.extras : of.base;
    const amount = percentOf(base, gratuity.percentage);
    return {
      kind: 'gratuity',
      item: 'gratuity',
      label: `Gratuity ${formatBasisPoints(gratuity.percentage)}`,
      amount,
      explanation: `${formatBasisPoints(gratuity.percentage)} of the ${formatCents(base)} ${withExtras ? 'base + extras' : 'base'} = ${formatCents(amount)}`,
    };
  }
  const amount = legPart(gratuity.amount, leg, isRoundTrip);
  const odd = gratuity.amount % 2 === 1 ? ' (the odd cent goes to the outbound)' : '';
  return {
    kind: 'gratuity',
    item: 'gratuity',
    label: 'Gratuity',
    amount,
    explanation: isRoundTrip
      ? `Half of the ${formatCents(gratuity.amount)} custom gratuity on a round trip${odd}`
      : `Custom gratuity of ${formatCents(amount)}`,
  };
}
