/**
 * `docs/pricing.md`'s worked examples, priced: each table marked `<!-- example: name -->` is compared line by line
 * (leg, label, amount, explanation), with its total and its driver shares, to what `priceJob` answers for the job of
 * that name. A change to the engine or to the page that makes them disagree fails here.
 */
import { describe, expect, it } from 'vitest';
import { PRICING_DOC_EXAMPLES } from '../testing/pricing-doc-examples.js';
import { docMoney as money, docShares, pricingDocExamples } from '../testing/pricing-doc-tables.js';
import { priceJob } from './price-job.js';
// Vite's `?raw` reads the page as text: the domain's code, tests too, imports nothing of Node's.
import doc from '../../../../docs/pricing.md?raw';

describe('docs/pricing.md', () => {
  const examples = pricingDocExamples(doc);

  it('has a table for every example the tests price, and no other', () => {
    expect([...examples.keys()].sort()).toEqual(Object.keys(PRICING_DOC_EXAMPLES).sort());
  });

  it.each(Object.entries(PRICING_DOC_EXAMPLES))('prices the %s example as the page says', (name, job) => {
    const example = examples.get(name);
    const price = priceJob(job);
    const rows = price.legs.flatMap((leg) =>
      leg.lines.map((line) => [leg.leg, line.label, money(line.amount), line.explanation]),
    );
    expect(example?.rows).toEqual([...rows, ['', '**total**', `**${money(price.total)}**`, price.explanation]]);
    expect(example?.shares).toEqual(
      price.legs.map((leg) =>
        docShares(
          leg.leg,
          leg.driversTotal,
          leg.driverShares.map((s) => s.amount),
        ),
      ),
    );
  });

  it('includes the issue’s two examples: 2 h 10 min billed as 3 h, a 40-minute wait billing 10', () => {
    const hourly = priceJob(PRICING_DOC_EXAMPLES.hourly!).legs[0]?.lines[0];
    expect(hourly?.amount).toBe(3 * 9500);
    expect(hourly?.explanation).toMatch(/^2 h 10 min booked, .* so 3 h × \$95\.00 an hour/);
    const wait = priceJob(PRICING_DOC_EXAMPLES.wait!).legs[0]?.lines.find((l) => l.item === 'wait');
    expect(wait?.amount).toBe(10 * 100);
  });
});
