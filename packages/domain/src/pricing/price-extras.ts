/**
 * Steps 3–6 (DESIGN.md §5): gratuity, meet & greet, surges and extra stops, each a line of its own. Percentages
 * are taken of the leg's base (cars total less the discount) and rounded half-up to the cent at the line.
 */
import { assertExact, legPart, percentOf } from './cents.js';
import { count, formatBasisPoints, formatCents } from './format.js';
import type { Cents, LegName, PriceLine, PricingConfiguration, PricingGratuity, PricingSurge } from './types.js';

const ofBase = (percentage: number, base: Cents, amount: Cents) =>
  `${formatBasisPoints(percentage)} of the ${formatCents(base)} base = ${formatCents(amount)}`;

/** Step 3: none, a percentage of the base, or a custom amount (half of it per leg on a round trip). */
export function priceGratuity(
  gratuity: PricingGratuity,
  base: Cents,
  leg: LegName,
  isRoundTrip: boolean,
): PriceLine | null {
  if (gratuity.kind === 'none') return null;
  if (gratuity.kind === 'percentage') {
    const amount = percentOf(base, gratuity.percentage);
    return {
      kind: 'gratuity',
      label: `Gratuity ${formatBasisPoints(gratuity.percentage)}`,
      amount,
      explanation: ofBase(gratuity.percentage, base, amount),
    };
  }
  const amount = legPart(gratuity.amount, leg, isRoundTrip);
  const odd = gratuity.amount % 2 === 1 ? ' (the odd cent goes to the outbound)' : '';
  return {
    kind: 'gratuity',
    label: 'Gratuity',
    amount,
    explanation: isRoundTrip
      ? `Half of the ${formatCents(gratuity.amount)} custom gratuity on a round trip${odd}`
      : `Custom gratuity of ${formatCents(amount)}`,
  };
}

/** Step 4: the configured amount when it is not zero, else the configured percentage of the base. */
export function priceMeetAndGreet(
  configuration: PricingConfiguration['meetAndGreet'],
  base: Cents,
  where: string,
): PriceLine {
  const amount = configuration.amount || percentOf(base, configuration.percentage);
  return {
    kind: 'meet-and-greet',
    label: 'Meet & greet',
    amount,
    explanation: configuration.amount
      ? `The configured ${formatCents(amount)}${where}`
      : `${ofBase(configuration.percentage, base, amount)} (no fixed amount configured)${where}`,
  };
}

/** Step 5: a surge active on the leg's date adds its non-zero amount, else its percentage of the base. */
export function priceSurge(surge: PricingSurge, base: Cents): PriceLine {
  const dates =
    surge.from === surge.to ? `${surge.name}, on ${surge.from}` : `${surge.name}, ${surge.from} to ${surge.to}`;
  const amount = surge.amount || percentOf(base, surge.percentage ?? 0);
  return {
    kind: 'surge',
    label: `Surge ${surge.name}`,
    amount,
    explanation: surge.amount
      ? `${dates}: ${formatCents(amount)}`
      : `${ofBase(surge.percentage ?? 0, base, amount)} (${dates})`,
    surgeId: surge.id,
  };
}

/** Step 6: the configured charge per extra stop on this leg. */
export function priceExtraStops(configuration: PricingConfiguration['extraStopCharges'], stops: number): PriceLine {
  const amount = assertExact(configuration.amount * stops, 'The extra stops');
  return {
    kind: 'extra-stops',
    label: `Extra stops × ${stops}`,
    amount,
    explanation: `${count(stops, 'stop')} × ${formatCents(configuration.amount)} = ${formatCents(amount)}`,
  };
}

/** Whether a surge counts on a leg picked up on `date` (business dates, both ends inclusive). */
export function isSurgeActiveOn(surge: Pick<PricingSurge, 'from' | 'to' | 'isActive'>, date: string): boolean {
  return surge.isActive && surge.from <= date && date <= surge.to;
}
