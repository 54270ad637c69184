import type { Addon, ListResponse } from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { addonKeys } from '../query-keys';

/**
 * The session keeps the active addons (SPEC §7): `GET /addons?isActive=true&limit=500`, the same
 * endpoint as the Addons list (decision 014). Under the `addons` key, so addon changes refresh it.
 */
export async function getActiveAddons(signal?: AbortSignal): Promise<Addon[]> {
  return (await api.get<ListResponse<Addon>>('/addons?isActive=true&limit=500', { signal })).dataItems;
}

export const getActiveAddonsQueryOptions = () =>
  queryOptions({ queryKey: addonKeys.session, queryFn: ({ signal }) => getActiveAddons(signal) });

export const useActiveAddons = (enabled = true) => useQuery({ ...getActiveAddonsQueryOptions(), enabled });
