/**
 * Step 8 (DESIGN.md §5): addons on an existing reservation, in the order they were added. A non-zero amount is
 * added; otherwise the percentage is taken of the running total (the trip and every addon before it), rounded
 * half-up to the cent. Removing an addon is pricing the list without it.
 */
import { assertExact, percentOf } from './cents.js';
import { formatBasisPoints, formatCents } from './format.js';
import type { AddonLineKind, AddonsPrice, Cents, PriceLine, PricingAddon } from './types.js';
import { validateAddons } from './validate-price-input.js';

export function priceAddons(tripTotal: Cents, addons: readonly PricingAddon[]): AddonsPrice {
  validateAddons(tripTotal, addons);
  const lines: PriceLine<AddonLineKind>[] = [
    { kind: 'trip', label: 'Trip', amount: tripTotal, explanation: `The trip's price: ${formatCents(tripTotal)}` },
  ];
  let running = tripTotal;
  for (const addon of addons) {
    const amount = addon.amount || percentOf(running, addon.percentage ?? 0);
    const explanation = addon.amount
      ? `${formatCents(amount)} added to the ${formatCents(running)} so far`
      : `${formatBasisPoints(addon.percentage ?? 0)} of the ${formatCents(running)} so far = ${formatCents(amount)}`;
    lines.push({ kind: 'addon', label: addon.name, amount, explanation, addonId: addon.id });
    running = assertExact(running + amount, 'The total with addons');
  }
  return { tripTotal, lines, total: running };
}
