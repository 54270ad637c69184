import { SLUG_PATTERN, type DataResponse, type PublishedStaticPage } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { staticPageKeys } from '../../../lib/query-keys';

/** The active page at `/{slug}`, for anyone (`GET /static-pages/by-slug/{slug}`); a 404 when there is none. */
export const publishedPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: staticPageKeys.published(slug),
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<PublishedStaticPage>>(`/static-pages/by-slug/${slug}`, { signal })).data,
    // A slug no page could have is not asked for; a 404 is an answer, not a failure to retry.
    enabled: SLUG_PATTERN.test(slug),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.code === 'NOT_FOUND') && failures < 2,
  });

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.code === 'NOT_FOUND';
