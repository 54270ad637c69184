import { can, type SessionUser } from '@livery/domain';
import type { QueryClient } from '@tanstack/react-query';
import { getBusinessDateQueryOptions } from '../use-business-date';
import { getActiveAddonsQueryOptions } from './get-addons';
import { getStatusesQueryOptions } from './get-statuses';

/**
 * After sign-in (SPEC §7): GET /statuses, GET /business-date and the active addons (with addons:view). The static
 * pages join these when their API exists (issue 13); until then nothing calls a route that is not there.
 * Prefetching never throws, so a missing endpoint only leaves its query in error.
 */
export async function loadSessionData(queryClient: QueryClient, user: SessionUser): Promise<void> {
  const loads = [
    queryClient.prefetchQuery(getStatusesQueryOptions()),
    queryClient.prefetchQuery(getBusinessDateQueryOptions()),
  ];
  if (can(user, 'addons:view')) loads.push(queryClient.prefetchQuery(getActiveAddonsQueryOptions()));
  await Promise.all(loads);
}
