import { businessDate, DEFAULT_BUSINESS_TIME_ZONE, type DataResponse } from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setDisplayTimeZone } from '../components/data-table/display-time-zone';
import { api } from './api-client';

export interface BusinessDate {
  today: string;
  timeZone: string;
}

/** "Today" and the time zone of the business, from the API (decision 011). */
export const getBusinessDateQueryOptions = () =>
  queryOptions({
    queryKey: ['business-date'],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<DataResponse<BusinessDate>>('/business-date', { signal });
      setDisplayTimeZone(data.timeZone);
      return data;
    },
    staleTime: 10 * 60 * 1000,
  });

/** Today's business date; until the API answers, today in the default zone. */
export function useBusinessDate(): BusinessDate {
  const query = useQuery(getBusinessDateQueryOptions());
  return query.data ?? { today: businessDate(new Date()), timeZone: DEFAULT_BUSINESS_TIME_ZONE };
}
