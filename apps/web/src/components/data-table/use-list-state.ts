import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams } from '../../lib/api-types';

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

interface ListStateConfig {
  filterNames?: readonly string[];
  /** Applied when the URL has no `sort`. */
  defaultSort?: string;
}

type Changes = Record<string, string | undefined>;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

function readPageSize(value: string | null): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/**
 * A list's state (page, page size, sort, search, filters) kept in the URL's search params, so a
 * reload or Back shows the same rows. URL: `?page=2&pageSize=50&sort=-createdAt&search=acme&status=…`
 * (`page` counts from 1; defaults are left out). `params` is what the list call takes.
 */
export function useListState({ filterNames = [], defaultSort }: ListStateConfig = {}) {
  const [searchParams, setSearchParams] = useSearchParams();

  const page = readPage(searchParams.get('page'));
  const pageSize = readPageSize(searchParams.get('pageSize'));
  const sort = searchParams.get('sort') || defaultSort;
  const search = searchParams.get('search') ?? '';
  // Serialised so that `filters` is a new object only when a value changed.
  const filterKey = new URLSearchParams(filterNames.map((name) => [name, searchParams.get(name) ?? ''])).toString();
  const filters = useMemo(() => Object.fromEntries(new URLSearchParams(filterKey)), [filterKey]);

  const update = useCallback(
    (changes: Changes, { keepPage = false, replace = false } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const params = useMemo<ListParams>(() => {
    const active = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
    return { limit: pageSize, offset: page * pageSize, sort, search: search.trim() || undefined, ...active };
  }, [filters, page, pageSize, search, sort]);

  return {
    page,
    pageSize,
    sort,
    search,
    filters,
    params,
    setPage: useCallback(
      (next: number) => update({ page: next > 0 ? String(next + 1) : undefined }, { keepPage: true }),
      [update],
    ),
    setPageSize: useCallback(
      (size: number) => update({ pageSize: size === DEFAULT_PAGE_SIZE ? undefined : String(size) }),
      [update],
    ),
    setSort: useCallback((next: string | undefined) => update({ sort: next }), [update]),
    /** Typing replaces the history entry instead of adding one per keystroke. */
    setSearch: useCallback((next: string) => update({ search: next.trim() || undefined }, { replace: true }), [update]),
    setFilter: useCallback((name: string, value: string) => update({ [name]: value || undefined }), [update]),
  };
}

export type ListState = ReturnType<typeof useListState>;
