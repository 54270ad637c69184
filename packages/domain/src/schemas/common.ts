import { z } from 'zod';

/** Ids and versions are 32-bit integers in the database (PostgreSQL `integer`). */
export const MAX_INT32 = 2_147_483_647;

export const idSchema = z.coerce
  .number({ error: 'An id must be a whole number' })
  .int('An id must be a whole number')
  .positive('An id must be a positive whole number')
  .max(MAX_INT32, `An id must be at most ${MAX_INT32}`);
export const idParamsSchema = z.strictObject({ id: idSchema });

/** Every mutable record carries a version; an update sends it back (DESIGN.md §3). */
export const versionSchema = z
  .number({ error: 'version must be a whole number' })
  .int('version must be a whole number')
  .nonnegative('version must not be negative')
  .max(MAX_INT32, `version must be at most ${MAX_INT32}`);

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
