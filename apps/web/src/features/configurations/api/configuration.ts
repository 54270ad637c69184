import type { Configuration, DataResponse } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { configurationKeys } from '../../../lib/query-keys';

export { configurationKeys };

/** `GET /configurations` (SPEC §7): the one record, every section. */
export const configurationQueryOptions = () =>
  queryOptions({
    queryKey: configurationKeys.one(1),
    queryFn: async ({ signal }) => (await api.get<DataResponse<Configuration>>('/configurations', { signal })).data,
  });
