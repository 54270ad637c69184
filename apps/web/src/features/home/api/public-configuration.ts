import type { DataResponse, PublicConfiguration } from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { configurationKeys } from '../../../lib/query-keys';

/** `GET /configurations/public`: what visitors may read of the configuration (the home page's texts, prices). */
export const publicConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: configurationKeys.public,
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<PublicConfiguration>>('/configurations/public', { signal })).data,
    staleTime: 5 * 60 * 1000,
  });

export const usePublicConfiguration = () => useQuery(publicConfigurationQueryOptions());
