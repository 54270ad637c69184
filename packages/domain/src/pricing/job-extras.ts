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

/** Waited minutes past a grace: what a wait is billed for. */
const billedPast = (waited: number, grace: number): number => (waited > grace ? waited - grace : 0);

/** Waited minutes past the grace of this kind of pickup: what a wait is billed for. */
export function waitMinutesBilled(waited: number, kind: PickupKind, card: Pick<RateCard, 'waitGrace'>): number {
  return billedPast(waited, card.waitGrace[kind]);
}

/**
 * What a car waited (decision 094): On location → On board in whole minutes, floored (39 min 59 s is 39); null unless
 * the car reached both steps, so a slot without them bills no wait. A time out of order counts as no wait.
 */
export function waitedMinutes(onLocationAt: Date | null, onBoardAt: Date | null): number | null {
  if (onLocationAt === null || onBoardAt === null) return null;
  const ms = onBoardAt.getTime() - onLocationAt.getTime();
  return ms > 0 ? Math.floor(ms / 60_000) : 0;
}

/**
 * The kind of a pickup (decision 088): an airport (or one of its terminals) marked international, another airport,
 * or any other place — an address typed without a known place is local.
 */
export function pickupKindOf(place: { isAirport: boolean; international: boolean } | null): PickupKind {
  if (!place?.isAirport) return 'local';
  return place.international ? 'international-airport' : 'domestic-airport';
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
  card: Pick<RateCard, 'waitGrace'>,
  carClass: Pick<RateCardClass, 'carId' | 'name' | 'wait'>,
  cars: number,
  waited: number,
  kind: PickupKind,
): JobLine | null {
  return waitLineAfter(card.waitGrace[kind], carClass, cars, waited, kind);
}

function waitLineAfter(
  grace: number,
  carClass: Pick<RateCardClass, 'carId' | 'name' | 'wait'>,
  cars: number,
  waited: number,
  kind: PickupKind,
): JobLine | null {
  const billed = billedPast(waited, grace);
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
    explanation: `${formatMinutes(waited)} waited at ${PICKUP_WORDS[kind]} pickup, the first ${formatMinutes(grace)} free: ${count(billed, 'minute')} × ${formatCents(rates.perMinute)} a minute = ${formatCents(perCar)}, × ${count(cars, 'car')} = ${formatCents(amount)}`,
    carId: carClass.carId,
  };
}

/**
 * What one car's wait is billed by (decision 094), fixed when its passenger is on board: the pickup's kind, that
 * kind's grace and the class's rate a minute on the trip's card (else the card in force, else the defaults and the
 * configuration's rate); `rateCardId` null when no card gave them.
 */
export interface CarWaitTerms {
  pickupKind: PickupKind;
  graceMinutes: number;
  perMinute: Cents;
  carId: number | null;
  carName: string;
  rateCardId: number | null;
}

/** One car's wait: the minutes past the grace and its line (the engine's `waitLine`, one car), null within the grace. */
export function carWait(terms: CarWaitTerms, waited: number): { billedMinutes: number; line: JobLine | null } {
  const carClass = { carId: terms.carId ?? 0, name: terms.carName, wait: { perMinute: terms.perMinute } };
  return {
    billedMinutes: billedPast(waited, terms.graceMinutes),
    line: waitLineAfter(terms.graceMinutes, carClass, 1, waited, terms.pickupKind),
  };
}

const PICKUP_PLACES: Record<PickupKind, string> = {
  local: 'a local pickup',
  'domestic-airport': 'a domestic airport',
  'international-airport': 'an international airport',
};

/** How a car's wait reads to its driver and the office: "Waited 40 min · 30 min free at a domestic airport · 10 min to bill". */
export function carWaitSummary(terms: Pick<CarWaitTerms, 'pickupKind' | 'graceMinutes'>, waited: number): string {
  const billed = billedPast(waited, terms.graceMinutes);
  const free = `${formatMinutes(terms.graceMinutes)} free at ${PICKUP_PLACES[terms.pickupKind]}`;
  return `Waited ${formatMinutes(waited)} · ${free} · ${billed === 0 ? 'nothing to bill' : `${formatMinutes(billed)} to bill`}`;
}
