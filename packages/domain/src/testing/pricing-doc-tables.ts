/**
 * `docs/pricing.md`'s worked examples as tables: each table marked `<!-- example: name -->`, its rows' cells (leg,
 * line, amount, explanation; the total last) and the "Driver shares" sentences under it. The domain's test prices each
 * with `priceJob`, the API's test books the ones a trip can be through the API, on both databases.
 */
import { formatCents } from '../pricing/format.js';

export interface DocExample {
  rows: string[][];
  shares: string[];
}

export function pricingDocExamples(text: string): Map<string, DocExample> {
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

/** An amount as the page writes it: a minus sign, where `formatCents` writes a hyphen. */
export const docMoney = (cents: number) => formatCents(cents).replace('-', '−');

/** The page's sentence of a leg's driver shares. */
export const docShares = (leg: string, driversTotal: number, shares: readonly number[]) =>
  `Driver shares (${leg}, of ${docMoney(driversTotal)}): ${shares.map(docMoney).join(', ')}.`;
