import { can, type SessionUser } from '@livery/domain';
import type { QueryClient } from '@tanstack/react-query';
import { getBusinessDateQueryOptions } from '../use-business-date';
import { getActiveAddonsQueryOptions } from './get-addons';
import { getStaticPagesQueryOptions } from './get-static-pages';
import { getStatusesQueryOptions } from './get-statuses';

/**
 * After sign-in (SPEC §7): GET /statuses, GET /business-date, the active addons (with addons:view) and, for static-page editors, GET /static-pages.
 * Prefetching never throws, so a missing endpoint only leaves its query in error.
 */
export async function loadSessionData(queryClient: QueryClient, user: SessionUser): Promise<void> {
  const loads = [
    queryClient.prefetchQuery(getStatusesQueryOptions()),
    queryClient.prefetchQuery(getBusinessDateQueryOptions()),
  ];
  if (can(user, 'addons:view')) loads.push(queryClient.prefetchQuery(getActiveAddonsQueryOptions()));
  if (can(user, 'static-page-editor:view')) loads.push(queryClient.prefetchQuery(getStaticPagesQueryOptions()));
  await Promise.all(loads);
}
