/**
 * A leg's extras (decision 088), in this order: extra stops, meet & greet, addons, wait time. A percentage is of
 * the leg's base (its base lines' sum) and rounded half-up to the cent where it is taken (decision 036).
 */
import { assertExact, legPart, percentOf } from './cents.js';
import { count, formatBasisPoints, formatCents, formatMinutes } from './format.js';
import type { JobLine } from './job-types.js';
import { priceExtraStops, priceMeetAndGreet } from './price-extras.js';
import type { PickupKind, RateCard, RateCardClass } from './rate-card.js';
import type { Cents, LegName, PricingAddon, PricingConfiguration } from './types.js';

/** Waited minutes past the grace of this kind of pickup: what a wait is billed for. */
export function waitMinutesBilled(waited: number, kind: PickupKind, card: Pick<RateCard, 'waitGrace'>): number {
  const billed = waited - card.waitGrace[kind];
  return billed > 0 ? billed : 0;
}

export function extraStopsLine(configuration: PricingConfiguration, stops: number): JobLine {
  const line = priceExtraStops(configuration.extraStopCharges, stops);
  return { kind: 'extras', item: 'extra-stops', label: line.label, amount: line.amount, explanation: line.explanation };
}

export function meetAndGreetLine(configuration: PricingConfiguration, base: Cents, where: string): JobLine {
  const line = priceMeetAndGreet(configuration.meetAndGreet, base, where);
  return {
    kind: 'extras',
    item: 'meet-and-greet',
    label: line.label,
    amount: line.amount,
    explanation: line.explanation,
  };
}

/**
 * An addon: its non-zero amount (half of it a leg on a round trip, the odd cent on the outbound, as decision 036
 * splits a code's amount), else its percentage of this leg's base.
 */
export function addonLine(addon: PricingAddon, base: Cents, leg: LegName, isRoundTrip: boolean): JobLine {
  let amount: Cents;
  let explanation: string;
  if (addon.amount) {
    amount = legPart(addon.amount, leg, isRoundTrip);
    const odd = addon.amount % 2 === 1 ? ' (the odd cent goes to the outbound)' : '';
    explanation = isRoundTrip
      ? `Half of the ${formatCents(addon.amount)} addon on a round trip${odd}: ${formatCents(amount)}`
      : `The addon's ${formatCents(amount)}`;
  } else {
    const percentage = addon.percentage ?? 0;
    amount = percentOf(base, percentage);
    explanation = `${formatBasisPoints(percentage)} of the ${formatCents(base)} base = ${formatCents(amount)}`;
  }
  return { kind: 'extras', item: 'addon', label: addon.name, amount, explanation, addonId: addon.id };
}

const PICKUP_WORDS: Record<PickupKind, string> = {
  local: 'a local',
  'domestic-airport': 'a domestic-airport',
  'international-airport': 'an international-airport',
};

/** A class's wait line, or null when the wait is within the grace. */
export function waitLine(
  card: RateCard,
  carClass: RateCardClass,
  cars: number,
  waited: number,
  kind: PickupKind,
): JobLine | null {
  const billed = waitMinutesBilled(waited, kind, card);
  if (billed === 0) return null;
  const rates = carClass.wait;
  if (!rates) throw new RangeError(`${carClass.name} has no wait rate for the ${billed} minutes billed`);
  const perCar = assertExact(billed * rates.perMinute, 'wait line', carClass.name);
  const amount = assertExact(perCar * cars, 'wait line', carClass.name);
  return {
    kind: 'extras',
    item: 'wait',
    label: `Wait time, ${carClass.name} × ${cars}`,
    amount,
    explanation: `${formatMinutes(waited)} waited at ${PICKUP_WORDS[kind]} pickup, the first ${formatMinutes(card.waitGrace[kind])} free: ${count(billed, 'minute')} × ${formatCents(rates.perMinute)} a minute = ${formatCents(perCar)}, × ${count(cars, 'car')} = ${formatCents(amount)}`,
    carId: carClass.carId,
  };
}
