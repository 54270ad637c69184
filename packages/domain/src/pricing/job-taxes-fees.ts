/**
 * A leg's taxes and fees (decision 088), after every other line. A tax is its rate of the lines of the kinds the
 * card marks taxable (floored at 0, so a large discount never makes a negative tax); fees are an airport's amount
 * a car, a fuel surcharge of the base, the tolls staff entered and a service charge of base + extras + surges −
 * discount. Fees are not taxed: they come after the taxes.
 */
import { assertExact, percentOf, taxOf } from './cents.js';
import { count, formatBasisPoints, formatCents, formatTaxRate } from './format.js';
import type { JobLine, JobLineKind } from './job-types.js';
import type { Fees, Tax, TaxableKind } from './rate-card.js';
import type { Cents } from './types.js';

const KIND_WORDS: Record<TaxableKind, string> = {
  base: 'base',
  extras: 'extras',
  surge: 'surges',
  discount: 'discount',
  gratuity: 'gratuity',
};

/** The words of each tax's kinds, built once a card rather than once a quote. */
const WORDS = new WeakMap<readonly TaxableKind[], string>();

/** "base + extras − discount": the discount is the one negative kind, so it reads as taken off. */
function taxableWords(kinds: readonly TaxableKind[]): string {
  const known = WORDS.get(kinds);
  if (known !== undefined) return known;
  let text = '';
  for (const kind of kinds) {
    const sign = kind === 'discount' ? ' − ' : ' + ';
    text += text === '' ? (kind === 'discount' ? '− ' : '') + KIND_WORDS[kind] : sign + KIND_WORDS[kind];
  }
  WORDS.set(kinds, text);
  return text;
}

export function taxLine(tax: Tax, sums: Readonly<Record<JobLineKind, Cents>>): JobLine {
  let sum = 0;
  for (const kind of tax.taxable) sum += sums[kind];
  const taxable = sum > 0 ? sum : 0;
  const amount = taxOf(taxable, tax.rate);
  const floored = sum < 0 ? ` (${formatCents(sum)}, counted as $0.00)` : '';
  const explanation =
    tax.taxable.length === 0
      ? `${tax.name} is taken of no line on this card: $0.00`
      : `${formatTaxRate(tax.rate)} of the ${formatCents(taxable)} taxable (${taxableWords(tax.taxable)})${floored} = ${formatCents(amount)}`;
  return { kind: 'tax', item: 'tax', label: `${tax.name} ${formatTaxRate(tax.rate)}`, amount, explanation };
}

/** The fee lines of a leg, in order: airports, fuel surcharge, tolls, service charge. */
export function feeLines(
  fees: Fees,
  leg: { airports: readonly string[]; tolls: Cents; cars: number },
  sums: Readonly<Record<JobLineKind, Cents>>,
): JobLine[] {
  const lines: JobLine[] = [];
  const seen: string[] = [];
  for (const code of leg.airports) {
    const key = code.trim().toUpperCase();
    // A leg from an airport back to it pays its fee once.
    if (seen.includes(key)) continue;
    seen.push(key);
    const fee = fees.airports.find((f) => f.airport.trim().toUpperCase() === key);
    if (!fee || fee.amount === 0) continue;
    const amount = assertExact(fee.amount * leg.cars, 'The airport fee');
    lines.push({
      kind: 'fee',
      item: 'airport-fee',
      label: `Airport fee ${key}`,
      amount,
      explanation: `${key}'s fee for a leg picked up or dropped off there: ${formatCents(fee.amount)} a car, × ${count(leg.cars, 'car')} = ${formatCents(amount)}`,
    });
  }
  if (fees.fuelSurcharge > 0) {
    const amount = percentOf(sums.base, fees.fuelSurcharge);
    lines.push({
      kind: 'fee',
      item: 'fuel-surcharge',
      label: `Fuel surcharge ${formatBasisPoints(fees.fuelSurcharge)}`,
      amount,
      explanation: `${formatBasisPoints(fees.fuelSurcharge)} of the ${formatCents(sums.base)} base = ${formatCents(amount)}`,
    });
  }
  if (leg.tolls > 0)
    lines.push({
      kind: 'fee',
      item: 'tolls',
      label: 'Tolls',
      amount: leg.tolls,
      explanation: `Tolls entered by the office: ${formatCents(leg.tolls)}`,
    });
  if (fees.serviceCharge > 0) {
    // Never negative: the discount is at most base + extras + surges.
    const charged = sums.base + sums.extras + sums.surge + sums.discount;
    const amount = percentOf(charged, fees.serviceCharge);
    lines.push({
      kind: 'fee',
      item: 'service-charge',
      label: `Service charge ${formatBasisPoints(fees.serviceCharge)}`,
      amount,
      explanation: `${formatBasisPoints(fees.serviceCharge)} of the ${formatCents(charged)} base + extras + surges − discount = ${formatCents(amount)}`,
    });
  }
  return lines;
}
