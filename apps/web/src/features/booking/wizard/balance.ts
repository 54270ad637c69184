import { formatMoney, fromCents, toCents } from '@livery/domain';

/** What a changed total means for the money (issue 11: no silent charge, no silent refund). */
export interface Balance {
  kind: 'unchanged' | 'due' | 'refundable' | 'unpaid';
  /** The difference, or for an unpaid trip the whole new total. */
  amount: number;
  message: string;
}

/**
 * The balance of a booked trip whose total went from `previous` to `next`: on a paid trip the difference is due
 * or refundable, to be settled by the office (nothing is charged or refunded by the change itself); an unpaid trip
 * owes its new total.
 */
export function balanceOf(previous: number, next: number, isPaid: boolean): Balance {
  const difference = fromCents(toCents(next) - toCents(previous));
  if (!isPaid)
    return {
      kind: 'unpaid',
      amount: next,
      message: `The trip is unpaid: ${formatMoney(next)} is due (it was ${formatMoney(previous)}).`,
    };
  if (difference === 0)
    return { kind: 'unchanged', amount: 0, message: `The total is unchanged at ${formatMoney(next)}: nothing is due.` };
  if (difference > 0)
    return {
      kind: 'due',
      amount: difference,
      message:
        `Balance due: ${formatMoney(difference)}. The trip was paid ${formatMoney(previous)} and now costs ` +
        `${formatMoney(next)}; nothing more was charged.`,
    };
  return {
    kind: 'refundable',
    amount: -difference,
    message:
      `Refundable: ${formatMoney(-difference)}. The trip was paid ${formatMoney(previous)} and now costs ` +
      `${formatMoney(next)}; nothing was refunded yet.`,
  };
}
