import type { Addon, ListResponse } from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../api-client';
import { unwrap } from '../api-error';

/**
 * The session keeps the active addons (SPEC §7): `GET /addons?isActive=true&limit=500`, the same
 * endpoint as the Addons list (decision 014). Under the `addons` key, so addon changes refresh it.
 */
export async function getActiveAddons(signal?: AbortSignal): Promise<Addon[]> {
  return unwrap(await get<ListResponse<Addon>>('/addons?isActive=true&limit=500', { signal })).dataItems;
}

export const getActiveAddonsQueryOptions = () =>
  queryOptions({ queryKey: ['addons', 'session'], queryFn: ({ signal }) => getActiveAddons(signal) });

export const useActiveAddons = (enabled = true) => useQuery({ ...getActiveAddonsQueryOptions(), enabled });
