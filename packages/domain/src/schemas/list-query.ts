import { z } from 'zod';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;
/** Deeper than any list goes; beyond it a page is a 400, not a database error. */
export const MAX_OFFSET = 100_000_000;

/** A list's sort parameter: `field` (ascending) or `-field` (descending). */
export type SortValue<F extends string> = F | `-${F}`;

/** The sort fields of a list query type: `SortField<CarListQuery>` is `'name' | 'toAdd' | …`. */
export type SortField<Q> = Q extends { sort?: infer S } ? (S extends `-${infer F}` ? F : S & string) : never;

/**
 * The query every list accepts (DESIGN.md §3): paging, a whitelisted sort (`field` or `-field`, typed from the
 * fields given, any other is a 400) and a case-insensitive search. Strict, so an unknown parameter is a 400.
 */
export function listQuerySchema<const F extends readonly [string, ...string[]]>(sortFields: F) {
  type Sort = SortValue<F[number]>;
  const sortValues = sortFields.flatMap((f): Sort[] => [f, `-${f}`]);
  return z.strictObject({
    limit: z.coerce
      .number<number | string>({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`)
      .default(DEFAULT_LIMIT),
    offset: z.coerce
      .number<number | string>({ error: 'offset must be a whole number' })
      .int('offset must be a whole number')
      .min(0, 'offset must be 0 or more')
      .max(MAX_OFFSET, `offset must be at most ${MAX_OFFSET}`)
      .default(0),
    sort: z.enum(sortValues, { error: `sort must be one of: ${sortValues.join(', ')}` }).optional(),
    search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
    /**
     * Keyset paging (decision 031): the page after (or before) the row this cursor names — a `pageCursors` value
     * of the previous answer. `offset` is then not used, so a page deep in a long list costs what the first does.
     */
    after: cursorSchema.optional(),
    before: cursorSchema.optional(),
  });
}

const cursorSchema = z
  .string()
  .max(400, 'The page link is not valid; go back to the first page')
  .regex(/^[A-Za-z0-9_-]+$/, 'The page link is not valid; go back to the first page');

/** What every list query parses to; a list's own schema (`carListQuerySchema`) adds its filters. */
export interface ListQuery {
  limit: number;
  offset: number;
  sort?: string;
  search?: string;
  after?: string;
  before?: string;
}

/** Any list's query schema. On the wire (`z.input`) paging may be numbers or strings and filters are strings. */
export type ListQuerySchema = z.ZodType<
  ListQuery,
  { limit?: number | string; offset?: number | string; sort?: string; search?: string; after?: string; before?: string }
>;

export interface SortOrder<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** Whether a sort value is descending (`-name`); when it is not, it is a field's name. */
const isDescending = <F extends string>(sort: SortValue<F>): sort is `-${F}` => sort.startsWith('-');

/** `-name` → `{ field: 'name', direction: 'desc' }`. */
export function parseSort<F extends string>(sort: SortValue<F> | undefined, fallback: SortOrder<F>): SortOrder<F> {
  if (!sort) return fallback;
  if (!isDescending(sort)) return { field: sort, direction: 'asc' };
  // The field less its dash: a template literal type TypeScript cannot slice, so the one cast left here.
  return { field: sort.slice(1) as F, direction: 'desc' };
}
