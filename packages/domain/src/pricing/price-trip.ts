/**
 * A trip's price (DESIGN.md §5): the outbound, and the return on a round trip, each priced by `priceLeg`; the
 * trip total is the sum of the legs'. Inputs no trip can have throw a RangeError.
 */
import { sumAmounts } from './cents.js';
import { formatCents } from './format.js';
import { priceLeg } from './price-leg.js';
import type { LegName, LegPrice, PriceTripInput, TripPrice } from './types.js';
import { validatePriceTripInput } from './validate-price-input.js';

/**
 * The leg meet & greet is charged on: the one picked up at the airport; on a point-to-point trip (no airport)
 * the outbound. With its note for the breakdown.
 */
function meetAndGreetLeg(input: PriceTripInput, isRoundTrip: boolean): [LegName, string] {
  if (!isRoundTrip) return ['outbound', ''];
  if (input.tripType === 'to-airport') return ['return', ', on the return: its pickup is the airport'];
  if (input.tripType === 'from-airport') return ['outbound', ', on the outbound: its pickup is the airport'];
  return ['outbound', ', on the outbound of a point-to-point round trip'];
}

export function priceTrip(input: PriceTripInput): TripPrice {
  validatePriceTripInput(input);
  const isRoundTrip = Boolean(input.returnLeg);
  const [meetAndGreetOn, where] = meetAndGreetLeg(input, isRoundTrip);
  const meetAndGreet = (leg: LegName) => (input.meetAndGreet && meetAndGreetOn === leg ? where : null);

  const legs: LegPrice[] = [
    priceLeg({
      leg: 'outbound',
      input: input.outbound,
      trip: input,
      isRoundTrip,
      meetAndGreet: meetAndGreet('outbound'),
    }),
  ];
  if (input.returnLeg)
    legs.push(
      priceLeg({
        leg: 'return',
        input: input.returnLeg,
        trip: input,
        isRoundTrip,
        meetAndGreet: meetAndGreet('return'),
      }),
    );

  const total = sumAmounts(legs.map((leg) => ({ amount: leg.total })));
  const [outbound, back] = legs;
  return {
    tripType: input.tripType,
    isRoundTrip,
    legs,
    total,
    explanation:
      outbound && back
        ? `Outbound ${formatCents(outbound.total)} + return ${formatCents(back.total)} = ${formatCents(total)}`
        : `One way: ${formatCents(total)}`,
  };
}
