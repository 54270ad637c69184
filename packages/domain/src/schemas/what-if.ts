/**
 * The what-if before a rate change (issue 39, decision 093): the body of `POST /rate-cards/{id}/what-if` and the
 * lines it answers (newline-delimited JSON: progress, then the result). Money is two-decimal dollars, as every
 * answer gives it; `WhatIfRun` (pricing/what-if.ts) computes it in cents.
 */
import { z } from 'zod';
import { isIsoDate } from '../dates.js';
import { SERVICE_TYPES } from './service-types.js';
import { dateQuery, whenAnObject } from './catalogue-rules.js';

/** The longest period a what-if prices: a year and a month (a month compared with the same month a year before). */
export const WHAT_IF_MAX_MONTHS = 13;

/** The first day after `months` months from `date`: 2026-01-31 + 1 month → 2026-03-01 (the month is short). */
export function monthsAfter(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1 + months, day));
  return next.toISOString().slice(0, 10);
}

/** From and To, business dates, both inclusive: the legs picked up on those days. */
export const whatIfRequestSchema = z.strictObject({ from: dateQuery('From'), to: dateQuery('To') }).superRefine(
  (value, ctx) => {
    const { from, to } = value;
    if (!isIsoDate(from) || !isIsoDate(to)) return;
    if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if (to >= monthsAfter(from, WHAT_IF_MAX_MONTHS))
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The period must be at most ${WHAT_IF_MAX_MONTHS} months: To must be before ${monthsAfter(from, WHAT_IF_MAX_MONTHS)}`,
      });
  },
  { when: whenAnObject },
);
export type WhatIfRequest = z.infer<typeof whatIfRequestSchema>;

/** Before (the stored totals) and after (under the draft), the difference and its percentage of before. */
const figures = {
  trips: z.number().int(),
  before: z.number(),
  after: z.number(),
  difference: z.number(),
  /** Of before, two decimals; null when before is $0.00. */
  percent: z.number().nullable(),
};
export const whatIfFiguresSchema = z.object(figures);
export type WhatIfFiguresAnswer = z.infer<typeof whatIfFiguresSchema>;

export const whatIfResultSchema = z.object({
  cardId: z.number().int(),
  from: z.string(),
  to: z.string(),
  priced: whatIfFiguresSchema,
  byMonth: z.array(z.object({ month: z.string(), ...figures })),
  byService: z.array(z.object({ service: z.enum(SERVICE_TYPES), ...figures })),
  byClass: z.array(z.object({ classes: z.string(), ...figures })),
  /** The legs whose price changes most (absolute change, then id), with their trip numbers. */
  top: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      date: z.string(),
      service: z.enum(SERVICE_TYPES),
      classes: z.string(),
      before: z.number(),
      after: z.number(),
      difference: z.number(),
    }),
  ),
  /** Legs the draft cannot price, by reason: counted apart, their stored totals left out of `priced`. */
  skipped: z.array(z.object({ reason: z.string(), label: z.string(), trips: z.number().int(), before: z.number() })),
  /** Seconds the run took. */
  seconds: z.number(),
});
export type WhatIfResult = z.infer<typeof whatIfResultSchema>;

/** One line of the answer: progress while the legs are read, then the result (or an error met midway). */
export const whatIfLineSchema = z.union([
  z.object({ progress: z.object({ done: z.number().int(), total: z.number().int() }) }),
  z.object({ result: whatIfResultSchema }),
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type WhatIfLine = z.infer<typeof whatIfLineSchema>;
