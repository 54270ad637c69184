import type { ListQuerySchema } from '@livery/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../lib/api-types';
import type { ListSource } from './types';

/** Runs the list call for the current params, keeping the previous page on screen while the next loads. */
export function useListQuery<Row, Schema extends ListQuerySchema>(
  source: ListSource<Row, Schema>,
  params: ListParams<Schema>,
) {
  return useQuery({
    queryKey: [...source.queryKey, 'list', params],
    queryFn: ({ signal }) => source.fetchList(params, signal),
    placeholderData: keepPreviousData,
  });
}
