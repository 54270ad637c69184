/**
 * One leg of a job (decision 088): its lines in the fixed order base → extras → surge → discount → gratuity →
 * taxes → fees, each whole cents, so the total is exactly their sum. The drivers share everything but the taxes
 * and fees, by decision 036's formula.
 */
import { assertExact } from './cents.js';
import { splitDriverShares } from './driver-shares.js';
import { discountLine, gratuityLine, surgeLine } from './job-adjustments.js';
import { baseLine } from './job-base.js';
import { addonLine, extraStopsLine, meetAndGreetLine, waitLine } from './job-extras.js';
import { feeLines, taxLine } from './job-taxes-fees.js';
import type { JobLegInput, JobLegPrice, JobLine, JobLineKind, PriceJobInput } from './job-types.js';
import { legDiscountCode } from './price-discount.js';
import { isSurgeActiveOn } from './price-extras.js';
import type { RateCardClass } from './rate-card.js';
import type { Cents, LegName } from './types.js';

export interface JobLegTerms {
  leg: LegName;
  input: JobLegInput;
  job: PriceJobInput;
  classes: readonly RateCardClass[];
  isRoundTrip: boolean;
  /** Null when meet & greet is not charged on this leg, else the note on where it goes ('' on a one-way job). */
  meetAndGreet: string | null;
}

/** The sum of the amounts of `lines` from index `from`. */
function sumFrom(lines: readonly JobLine[], from: number): Cents {
  let sum = 0;
  for (let i = from; i < lines.length; i++) sum += lines[i]?.amount ?? 0;
  return assertExact(sum, 'A total');
}

export function priceJobLeg({ leg, input, job, classes, isRoundTrip, meetAndGreet }: JobLegTerms): JobLegPrice {
  const { card } = job;
  const lines: JobLine[] = [];

  // 1. Base: a line per car class, by the leg's service.
  const classLines: { carId: number; cars: number; amount: Cents }[] = [];
  let pricedByDistance = false;
  let allCars = 0;
  let base = 0;
  for (let i = 0; i < classes.length; i++) {
    const carClass = classes[i];
    const cars = job.cars[i]?.cars ?? 0;
    if (!carClass) continue;
    const line = baseLine(card, carClass, cars, input.service, isRoundTrip);
    if (input.service.type === 'flat' && line.item === 'transfer') pricedByDistance = true;
    lines.push(line);
    classLines.push({ carId: carClass.carId, cars, amount: line.amount });
    base += line.amount;
    allCars += cars;
  }
  assertExact(base, 'The base');

  // 2. Extras: stops, meet & greet, addons, then the wait of each class. Each section sums its own lines (a
  // running total by kind cost a tenth of the engine's time in the bench).
  const firstExtra = lines.length;
  if (input.stops > 0) lines.push(extraStopsLine(card.configuration, input.stops));
  if (meetAndGreet !== null) lines.push(meetAndGreetLine(card.configuration, base, meetAndGreet));
  for (const addon of job.addons) lines.push(addonLine(addon, base, leg, isRoundTrip));
  if (input.waitedMinutes > 0)
    for (let i = 0; i < classes.length; i++) {
      const carClass = classes[i];
      const line = carClass && waitLine(card, carClass, job.cars[i]?.cars ?? 0, input.waitedMinutes, input.pickupKind);
      if (line) lines.push(line);
    }
  const extras = sumFrom(lines, firstExtra);

  // 3. The surges of the leg's own date.
  const firstSurge = lines.length;
  const surges = job.surges.filter((surge) => isSurgeActiveOn(surge, input.date));
  for (const surge of surges) lines.push(surgeLine(surge, base));
  const surge = sumFrom(lines, firstSurge);

  // 4. One code, checked against this leg's date, of everything so far.
  const code = job.discountCode ? legDiscountCode(job.discountCode, isRoundTrip, input.date) : null;
  let discount = 0;
  if (job.discountCode && code?.applies) {
    const line = discountLine(job.discountCode, base + extras + surge, leg, isRoundTrip);
    lines.push(line);
    discount = line.amount;
  }

  // 5. Gratuity, of the base or of base + extras: the discount does not reduce it.
  const tip = gratuityLine(job.gratuity, { base, extras, gratuityBase: card.gratuityBase }, leg, isRoundTrip);
  if (tip) lines.push(tip);
  const gratuity = tip ? tip.amount : 0;
  const driversTotal = assertExact(base + extras + surge + discount + gratuity, 'A total');

  // 6–7. Taxes of the lines before them, then the fees, which are not taxed.
  const sums: Record<JobLineKind, Cents> = { base, extras, surge, discount, gratuity, tax: 0, fee: 0 };
  const firstTax = lines.length;
  for (const tax of card.taxes) lines.push(taxLine(tax, sums));
  sums.tax = sumFrom(lines, firstTax);
  const firstFee = lines.length;
  for (const line of feeLines(card.fees, { airports: input.airports, tolls: input.tolls, cars: allCars }, sums))
    lines.push(line);
  sums.fee = sumFrom(lines, firstFee);

  // 8. Every line is whole cents, so the total is their sum.
  const total = assertExact(driversTotal + sums.tax + sums.fee, 'A total');
  return {
    leg,
    inputs: {
      cardId: card.id,
      date: input.date,
      service: input.service,
      pricedByDistance,
      stops: input.stops,
      pickupKind: input.pickupKind,
      waitedMinutes: input.waitedMinutes,
      airports: input.airports,
      tolls: input.tolls,
      cars: job.cars,
      discountCode: code,
      gratuity: job.gratuity,
      meetAndGreet: meetAndGreet !== null,
      surges,
    },
    lines,
    sums,
    total,
    driversTotal,
    driverShares: splitDriverShares(classLines, driversTotal),
  };
}
