import { z } from 'zod';
import { dateRangeErrors, dateRangeMessage, isInDateRange, isIsoDate } from '../dates.js';
import { hasAtMostTwoDecimals, MAX_MONEY } from '../money.js';

/** A required amount of money: a number ≥ 0 with at most 2 decimals (numeric(12,2)). */
export const moneySchema = (label: string) =>
  z
    .number({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`) })
    .min(0, `${label} must be 0 or more`)
    .max(MAX_MONEY, `${label} is too large`)
    .refine(hasAtMostTwoDecimals, `${label} must have at most 2 decimals`);

/** A percentage 0–100 with at most 2 decimals (numeric(5,2)). */
export const percentageSchema = (label = 'Percentage') =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`)
    .refine(hasAtMostTwoDecimals, `${label} must have at most 2 decimals`);

/** A required whole number ≥ 1 (counts: cars, bags, passengers). */
export const countSchema = (label: string) =>
  z
    .number({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`) })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000, `${label} is too large`);

/** A calendar date `YYYY-MM-DD`, never a time (DESIGN.md §3). Null when left empty. */
export const isoDateSchema = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine(isIsoDate, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isInDateRange, dateRangeMessage(label))
    .nullable()
    .default(null);

/** An addon's or a discount code's value as answered: an amount or a percentage (the other null). */
export const amountOrPercentageFields = { percentage: z.number().nullable(), amount: z.number().nullable() };

export const AMOUNT_OR_PERCENTAGE = 'Amount or percentage is required';

interface Alternates {
  amount?: number | null | undefined;
  percentage?: number | null | undefined;
}

/** SPEC §5: amount and percentage are alternates; with neither, both fields say so. */
export function amountOrPercentageErrors(value: Alternates): { amount?: string; percentage?: string } {
  if (value.amount == null && value.percentage == null) {
    return { amount: AMOUNT_OR_PERCENTAGE, percentage: AMOUNT_OR_PERCENTAGE };
  }
  return {};
}

type Ctx = z.RefinementCtx;
function addErrors(ctx: Ctx, errors: Record<string, string | undefined>) {
  for (const [path, message] of Object.entries(errors)) {
    if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

/** Adds the amount-or-percentage issues to a schema's refinement. */
export function refineAmountOrPercentage(value: Alternates, ctx: Ctx) {
  addErrors(ctx, amountOrPercentageErrors(value));
}

/** Adds the From/To issues; `today` (business date) enables the "To from today" rule. */
export function refineDateRange(value: { from?: string | null; to?: string | null }, ctx: Ctx, today?: string) {
  addErrors(ctx, dateRangeErrors(value, today));
}

/**
 * A body priced by amount or percentage over a From–To date range (surges, discount codes): strict, with both
 * rule sets; `today` (the business date) adds the "To from today" rule for forms.
 */
export function datedPriceSchema<Shape extends z.ZodRawShape>(shape: Shape, today?: string) {
  return (
    z
      .strictObject({ ...shape, from: isoDateSchema('From'), to: isoDateSchema('To') })
      .superRefine(
        (value, ctx) => {
          const body = value as { from?: string | null; to?: string | null } & Alternates;
          refineDateRange(body, ctx, today);
          refineAmountOrPercentage(body, ctx);
        },
        // Also when a field has failed already, so a form shows every error on its first submit.
        { when: whenAnObject },
      )
      // The refinement has made both dates required (a missing one is an issue above); the output type says so.
      .transform((value) => value as typeof value & { from: string; to: string })
  );
}

/** A cross-field rule runs whenever the body is an object, even one with field errors. */
export const whenAnObject = (payload: z.core.ParsePayload) =>
  typeof payload.value === 'object' && payload.value !== null;

/** `isActive=true|false` in a list query. */
export const isActiveFilter = z
  .enum(['true', 'false'], { error: 'isActive must be true or false' })
  .transform((v) => v === 'true')
  .optional();

/** `from`/`to` of a list query or a booking-flow lookup. */
export const dateQuery = (label: string) =>
  z.string().refine(isIsoDate, `${label} must be a date (YYYY-MM-DD)`).refine(isInDateRange, dateRangeMessage(label));
