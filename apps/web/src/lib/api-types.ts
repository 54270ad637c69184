export type { DataResponse, ListResponse } from '@livery/domain';

/** What every list call accepts: paging, `sort` (`field` / `-field`), `search`, and named filters. */
export interface ListParams {
  limit: number;
  offset: number;
  sort?: string;
  search?: string;
  [filter: string]: string | number | undefined;
}

/** `{ limit: 25, search: undefined }` → `?limit=25` (empty values are left out). */
export function toQueryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
