import type { ListQuerySchema } from '@livery/domain';
import type { z } from 'zod';

export type { DataResponse, ListResponse } from '@livery/domain';

/**
 * What a list call sends: the wire form (`z.input`) of the list's domain query schema — paging, a `sort` typed
 * from its sort fields, `search` and its own filters — with the page always given.
 */
export type ListParams<Schema extends ListQuerySchema> = z.input<Schema> & { limit: number; offset: number };

/** `{ limit: 25, search: undefined }` → `?limit=25` (empty values are left out). */
export function toQueryString(params: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
