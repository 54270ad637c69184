import type { DataResponse, PublicConfiguration } from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { configurationKeys } from './query-keys';

/**
 * `GET /configurations/public`: what visitors may read of the configuration (the home page's texts, prices, the contact
 * number, the cancellation policy). Here rather than in a feature: the public home, the booking's payment step and the
 * traveller's trips all read it (decision 072).
 */
export const publicConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: configurationKeys.public,
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<PublicConfiguration>>('/configurations/public', { signal })).data,
    staleTime: 5 * 60 * 1000,
  });

export const usePublicConfiguration = () => useQuery(publicConfigurationQueryOptions());
