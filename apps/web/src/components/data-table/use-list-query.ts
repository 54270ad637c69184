import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ListParams } from '../../lib/api-types';
import type { ListQueryOptions, ListSource } from './types';

function toQueryOptions<Row, K extends QueryKey>(
  source: ListSource<Row, K>,
  params: ListParams,
): ListQueryOptions<Row> {
  if ('queryOptions' in source) {
    // A feature's own key type (e.g. ['affiliates', 'list', params]) only narrows QueryKey.
    return source.queryOptions(params) as unknown as ListQueryOptions<Row>;
  }
  return {
    queryKey: [...source.queryKey, 'list', params],
    queryFn: ({ signal }) => source.fetchList(params, signal),
  };
}

/** Runs the list call for the current params, keeping the previous page on screen while the next loads. */
export function useListQuery<Row, K extends QueryKey>(source: ListSource<Row, K>, params: ListParams) {
  return useQuery({ ...toQueryOptions(source, params), placeholderData: keepPreviousData });
}
