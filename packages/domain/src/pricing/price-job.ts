/**
 * A job's price under a rate card (decision 088): the outbound, and the return of a round trip, each priced by
 * `priceJobLeg` in the same order of lines; the job's total is the sum of the legs'. Inputs no job can have throw
 * a RangeError naming the field.
 */
import { sumAmounts } from './cents.js';
import { formatCents } from './format.js';
import type { JobLegPrice, JobPrice, PriceJobInput } from './job-types.js';
import { priceJobLeg } from './price-job-leg.js';
import type { LegName } from './types.js';
import { validatePriceJobInput } from './validate-job-input.js';

/**
 * Meet & greet goes on the leg where the chauffeur first meets the person at an airport: the first leg picked up
 * at one, else the outbound. With its note for the breakdown.
 */
function meetAndGreetLeg(input: PriceJobInput): [LegName, string] {
  if (!input.returnLeg) return ['outbound', ''];
  if (input.outbound.pickupKind !== 'local') return ['outbound', ', on the outbound: its pickup is the airport'];
  if (input.returnLeg.pickupKind !== 'local') return ['return', ', on the return: its pickup is the airport'];
  return ['outbound', ', on the outbound: no leg is picked up at an airport'];
}

export function priceJob(input: PriceJobInput): JobPrice {
  const classes = validatePriceJobInput(input);
  const isRoundTrip = Boolean(input.returnLeg);
  const [meetAndGreetOn, where] = meetAndGreetLeg(input);
  const meetAndGreet = (leg: LegName) => (input.meetAndGreet && meetAndGreetOn === leg ? where : null);

  const legs: JobLegPrice[] = [
    priceJobLeg({
      leg: 'outbound',
      input: input.outbound,
      job: input,
      classes,
      isRoundTrip,
      meetAndGreet: meetAndGreet('outbound'),
    }),
  ];
  if (input.returnLeg)
    legs.push(
      priceJobLeg({
        leg: 'return',
        input: input.returnLeg,
        job: input,
        classes,
        isRoundTrip,
        meetAndGreet: meetAndGreet('return'),
      }),
    );

  const total = sumAmounts(legs.map((leg) => ({ amount: leg.total })));
  const [outbound, back] = legs;
  return {
    service: input.outbound.service.type,
    isRoundTrip,
    legs,
    total,
    explanation:
      outbound && back
        ? `Outbound ${formatCents(outbound.total)} + return ${formatCents(back.total)} = ${formatCents(total)}`
        : `${input.outbound.service.type === 'hourly' ? 'Hourly' : 'One way'}: ${formatCents(total)}`,
  };
}
