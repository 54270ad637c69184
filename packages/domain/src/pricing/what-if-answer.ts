/** A what-if's outcome (cents) as the API answers it (`whatIfResultSchema`: dollars, the difference and its percent). */
import { fromCents } from '../money.js';
import { reservationNumber } from '../schemas/reservation.js';
import type { WhatIfFiguresAnswer, WhatIfResult } from '../schemas/what-if.js';
import type { WhatIfFigures, WhatIfOutcome } from './what-if.js';

/** The difference as a percentage of before, two decimals (half away from zero); null when before is 0. */
export function percentChange(before: number, after: number): number | null {
  if (before === 0) return null;
  const hundredths = Math.round((Math.abs(after - before) * 10_000) / Math.abs(before));
  return (after >= before === before > 0 ? hundredths : -hundredths) / 100;
}

export function figuresAnswer({ trips, before, after }: WhatIfFigures): WhatIfFiguresAnswer {
  return {
    trips,
    before: fromCents(before),
    after: fromCents(after),
    difference: fromCents(after - before),
    percent: percentChange(before, after),
  };
}

export function whatIfAnswer(
  outcome: WhatIfOutcome,
  run: { cardId: number; from: string; to: string; seconds: number },
): WhatIfResult {
  return {
    ...run,
    priced: figuresAnswer(outcome.priced),
    byMonth: outcome.byMonth.map((row) => ({ month: row.month, ...figuresAnswer(row) })),
    byService: outcome.byService.map((row) => ({ service: row.service, ...figuresAnswer(row) })),
    byClass: outcome.byClass.map((row) => ({ classes: row.classes, ...figuresAnswer(row) })),
    top: outcome.top.map((trip) => ({
      ...trip,
      number: reservationNumber(trip.id),
      before: fromCents(trip.before),
      after: fromCents(trip.after),
      difference: fromCents(trip.after - trip.before),
    })),
    skipped: outcome.skipped.map((row) => ({ ...row, before: fromCents(row.before) })),
  };
}
