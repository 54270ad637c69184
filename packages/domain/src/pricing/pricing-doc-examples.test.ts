/**
 * `docs/pricing.md`'s worked examples, priced: each table marked `<!-- example: name -->` is compared line by line
 * (leg, label, amount, explanation), with its total and its driver shares, to what `priceJob` answers for the job of
 * that name. A change to the engine or to the page that makes them disagree fails here.
 */
import { describe, expect, it } from 'vitest';
import { PRICING_DOC_EXAMPLES } from '../testing/pricing-doc-examples.js';
import { formatCents } from './format.js';
import { priceJob } from './price-job.js';
// Vite's `?raw` reads the page as text: the domain's code, tests too, imports nothing of Node's.
import doc from '../../../../docs/pricing.md?raw';

interface DocExample {
  rows: string[][];
  shares: string[];
}

/** The tables of the page by name: each row's cells, and the "Driver shares" sentences under the table. */
function docExamples(text: string): Map<string, DocExample> {
  const examples = new Map<string, DocExample>();
  let current: DocExample | null = null;
  for (const line of text.split('\n')) {
    const marker = /^<!-- example: ([\w-]+) -->$/.exec(line);
    if (marker?.[1]) {
      current = { rows: [], shares: [] };
      examples.set(marker[1], current);
    } else if (current && line.startsWith('|')) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      // The header and the rule under it.
      if (cells[0] !== 'leg' && !cells[0]?.startsWith('---')) current.rows.push(cells);
    } else if (current && line.startsWith('Driver shares')) current.shares.push(line);
    else if (current && line.startsWith('#')) current = null;
  }
  return examples;
}

/** The doc writes a minus sign; the engine's texts the hyphen of `formatCents`. */
const money = (cents: number) => formatCents(cents).replace('-', '−');

describe('docs/pricing.md', () => {
  const examples = docExamples(doc);

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
      price.legs.map(
        (leg) =>
          `Driver shares (${leg.leg}, of ${money(leg.driversTotal)}): ${leg.driverShares.map((s) => money(s.amount)).join(', ')}.`,
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
