import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (int4) column: every id, version and count the API stores. */
export const MAX_INT32 = 2_147_483_647;

/**
 * The largest version an edit may send back: a save stores the version after it (`version + 1`), which must still
 * fit the column (issue 37: a draft saved at 2147483647 overflowed it, a 500).
 */
export const MAX_VERSION = MAX_INT32 - 1;

interface WholeNumberBounds {
  /** Default 0. */
  min?: number;
  /** Default MAX_INT32, and never more: the number is stored in an `integer` column. */
  max?: number;
  /** One message for every refusal, instead of the three `label` makes. */
  message?: string;
}

/** The checks of a whole number for an `integer` column on `base`, each refusal naming `label` (or `message`). */
function boundedWhole<T extends z.ZodNumber | z.ZodCoercedNumber>(base: T, label: string, bounds: WholeNumberBounds) {
  const { min = 0, message } = bounds;
  const max = Math.min(bounds.max ?? MAX_INT32, MAX_INT32);
  const below =
    min === 0 ? 'must not be negative' : min === 1 ? 'must be a positive whole number' : `must be at least ${min}`;
  return base
    .int(message ?? `${label} must be a whole number`)
    .min(min, message ?? `${label} ${below}`)
    .max(max, message ?? `${label} must be at most ${max}`);
}

/**
 * A whole number a request sends for an `integer` column (an id, a version, a count): from `min` to `max`, never
 * past MAX_INT32, so no input reaches the database out of its range (a 500); each refusal a field message.
 */
export const wholeNumberSchema = (label: string, bounds: WholeNumberBounds = {}) =>
  boundedWhole(z.number({ error: bounds.message ?? `${label} must be a whole number` }), label, bounds);

/** `wholeNumberSchema` for a path or a query string, where the number arrives as text. */
export const wholeNumberParamSchema = (label: string, bounds: WholeNumberBounds = {}) =>
  boundedWhole(z.coerce.number({ error: bounds.message ?? `${label} must be a whole number` }), label, bounds);

export const idSchema = wholeNumberParamSchema('An id', { min: 1 });

/**
 * An id written in a page's address (`/trips/12`) as `idSchema` takes it — a whole number from 1 to MAX_INT32, written
 * plainly (no sign, no leading zero, no exponent) — or null. Plain code, without zod: the phone's pages read their id
 * with it and load no schema library for that (issue 38, decision 085).
 */
export function idInPath(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_INT32 ? id : null;
}
export const idParamsSchema = z.strictObject({ id: idSchema });

/** Every mutable record carries a version; an update sends it back (DESIGN.md §3), at most MAX_VERSION. */
export const versionSchema = wholeNumberSchema('version', { max: MAX_VERSION });

export const isoDateTime = z.iso.datetime({ offset: true });

/** What every versioned record answers besides its own fields: its version (send it back to edit) and its times. */
export const recordStamps = { version: z.number().int(), createdAt: isoDateTime, updatedAt: isoDateTime };

export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Success shapes of the API (DESIGN.md §3): one record, or a page of a list with the total matching. */
export interface DataResponse<T> {
  data: T;
}
export interface ListResponse<T> {
  dataItems: T[];
  /** Exact, unless `countIsEstimate`: past 1,000 matching rows it is the database's estimate. */
  count: number;
  countIsEstimate?: boolean;
  /** Cursors for the next (`after`) and previous (`before`) page, when the list's order allows keyset paging. */
  pageCursors?: { after: string; before: string };
}

export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const dataItemsOf = <T extends z.ZodType>(schema: T) =>
  z.object({
    dataItems: z.array(schema),
    count: z.number().int().nonnegative(),
    /** Present (true) when `count` is an estimate: more than 1,000 rows match. */
    countIsEstimate: z.literal(true).optional(),
    /** Send `after` for the next page, `before` for the previous one (present when the order allows it). */
    pageCursors: z.object({ after: z.string(), before: z.string() }).optional(),
  });
