import { isOneOf, type ListQuerySchema, type SortValue } from '@livery/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { ListParams } from '../../lib/api-types';
import type { SortOf } from './types';

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

interface ListStateConfig<Schema extends ListQuerySchema> {
  /** The list's domain query schema: what the URL holds is checked against it before it is sent. */
  query: Schema;
  filterNames?: readonly string[];
  /** Applied when the URL has no `sort`, or one the list does not offer. */
  defaultSort?: SortValue<SortOf<Schema>>;
  /**
   * Filter values applied while the URL names none (the reservations list's pickups from today). Cleared by the
   * person, such a filter is written empty (`from=`), so the URL still says "none" and not "the default".
   */
  defaultFilters?: Readonly<Record<string, string>>;
}

const NO_DEFAULTS: Readonly<Record<string, string>> = {};

const accepts = <Schema extends z.ZodType>(schema: Schema, value: unknown): value is z.input<Schema> =>
  schema.safeParse(value).success;

/**
 * The params the list call is sent, read from the URL and checked against the list's schema: a value it
 * refuses (an old bookmark's `sort=colour`, `isActive=maybe`) is left out — the default sort for `sort` — so a
 * typed URL never turns into a 400.
 */
function checkedParams<Schema extends ListQuerySchema>(
  schema: Schema,
  wanted: Record<string, string | undefined>,
  page: { limit: number; offset: number },
  defaultSort: string | undefined,
): ListParams<Schema> {
  let candidate: Record<string, string | number | undefined> = { ...wanted, ...page };
  const result = schema.safeParse(candidate);
  if (!result.success) {
    const refused = new Set(result.error.issues.map((issue) => issue.path[0]));
    candidate = Object.fromEntries(Object.entries(candidate).filter(([name]) => !refused.has(name)));
    if (refused.has('sort') && defaultSort) candidate.sort = defaultSort;
  }
  if (!accepts(schema, candidate)) throw new Error(`The list refuses its own defaults: ${JSON.stringify(candidate)}`);
  return { ...candidate, ...page };
}

type Changes = Record<string, string | undefined>;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

function readPageSize(value: string | null): number {
  const size = Number(value);
  return isOneOf(PAGE_SIZES, size) ? size : DEFAULT_PAGE_SIZE;
}

/**
 * A list's state (page, page size, sort, search, filters) kept in the URL's search params, so a
 * reload or Back shows the same rows. URL: `?page=2&pageSize=50&sort=-createdAt&search=acme&status=…`
 * (`page` counts from 1; defaults are left out). `params` is what the list call takes.
 */
export function useListState<Schema extends ListQuerySchema>({
  query,
  filterNames = [],
  defaultSort,
  defaultFilters = NO_DEFAULTS,
}: ListStateConfig<Schema>) {
  const [searchParams, setSearchParams] = useSearchParams();

  const page = readPage(searchParams.get('page'));
  const pageSize = readPageSize(searchParams.get('pageSize'));
  const urlSort = searchParams.get('sort') || defaultSort;
  const search = searchParams.get('search') ?? '';
  // Serialised so that `filters` is a new object only when a value changed.
  const filterKey = new URLSearchParams(
    filterNames.map((name) => [name, searchParams.get(name) ?? defaultFilters[name] ?? '']),
  ).toString();
  const filters = useMemo(() => Object.fromEntries(new URLSearchParams(filterKey)), [filterKey]);
  const after = searchParams.get('after') ?? undefined;
  const before = searchParams.get('before') ?? undefined;
  const cursor = useMemo(() => (after ? { after } : before ? { before } : {}), [after, before]);

  const update = useCallback(
    (changes: Changes, { keepPage = false, replace = false, keepEmpty = false } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || (value === '' && !keepEmpty)) next.delete(name);
            else next.set(name, value);
          }
          if (!keepPage) next.delete('page');
          // A cursor names a place in this order and filter only; any change but the page's own drops it.
          if (!('after' in changes) && !('before' in changes)) {
            next.delete('after');
            next.delete('before');
          }
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const params = useMemo(() => {
    const active = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
    const wanted = { sort: urlSort, search: search.trim() || undefined, ...active, ...cursor };
    return checkedParams(query, wanted, { limit: pageSize, offset: page * pageSize }, defaultSort);
  }, [cursor, defaultSort, filters, page, pageSize, query, search, urlSort]);

  return {
    page,
    pageSize,
    /** The sort in force (the URL's when the list offers it). */
    sort: params.sort,
    search,
    filters,
    params,
    /**
     * To page `next` (from 0); with a cursor of the page beside it (`{ after }` for the next, `{ before }` for the
     * previous), the API steps from that row instead of counting `offset` rows (decision 031).
     */
    setPage: useCallback(
      (next: number, from: { after?: string; before?: string } = {}) =>
        update(
          { page: next > 0 ? String(next + 1) : undefined, after: from.after, before: from.before },
          { keepPage: true },
        ),
      [update],
    ),
    setPageSize: useCallback(
      (size: number) => update({ pageSize: size === DEFAULT_PAGE_SIZE ? undefined : String(size) }),
      [update],
    ),
    setSort: useCallback((next: string | undefined) => update({ sort: next }), [update]),
    /** Typing replaces the history entry instead of adding one per keystroke. */
    setSearch: useCallback((next: string) => update({ search: next.trim() || undefined }, { replace: true }), [update]),
    /** A filter's value; its default is left out of the URL, and a filter with a default cleared is written empty. */
    setFilter: useCallback(
      (name: string, value: string) => {
        const fallback = defaultFilters[name];
        if (fallback === undefined) return update({ [name]: value || undefined });
        return update({ [name]: value === fallback ? undefined : value }, { keepEmpty: true });
      },
      [defaultFilters, update],
    ),
  };
}

export type ListState = ReturnType<typeof useListState>;
