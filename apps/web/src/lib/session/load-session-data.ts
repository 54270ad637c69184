import { can, type SessionUser } from '@livery/domain';
import type { QueryClient } from '@tanstack/react-query';
import { getBusinessDateQueryOptions } from '../use-business-date';
import { getActiveAddonsQueryOptions } from './get-addons';
import { editorFirstPageQueryOptions } from './get-static-pages';
import { getStatusesQueryOptions } from './get-statuses';

/**
 * After sign-in (SPEC §7): GET /statuses, GET /business-date, the active addons (with addons:view) and the static
 * pages' editor list (with static-page-editor:view). Prefetching never throws: a failed call only leaves its query
 * in error. The site's active pages are loaded at start-up for everyone, signed in or not (the footer's query).
 */
export async function loadSessionData(queryClient: QueryClient, user: SessionUser): Promise<void> {
  const loads = [
    queryClient.prefetchQuery(getStatusesQueryOptions()),
    queryClient.prefetchQuery(getBusinessDateQueryOptions()),
  ];
  if (can(user, 'addons:view')) loads.push(queryClient.prefetchQuery(getActiveAddonsQueryOptions()));
  if (can(user, 'static-page-editor:view')) loads.push(queryClient.prefetchQuery(editorFirstPageQueryOptions()));
  await Promise.all(loads);
}
