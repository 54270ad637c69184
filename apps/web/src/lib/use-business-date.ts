import {
  businessDate,
  DEFAULT_BUSINESS_TIME_ZONE,
  DEFAULT_TIME_FORMAT,
  type DataResponse,
  type TimeFormat,
} from '@livery/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setDisplayClock } from './display-clock';
import { api } from './api-client';
import { referenceKeys } from './query-keys';

export interface BusinessDate {
  today: string;
  timeZone: string;
  /** How times read everywhere (decision 056). */
  timeFormat: TimeFormat;
}

/** "Today", the time zone and the 12- or 24-hour clock of the business, from the API (decisions 011, 056). */
export const getBusinessDateQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.businessDate,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<DataResponse<BusinessDate>>('/business-date', { signal });
      setDisplayClock(data);
      return data;
    },
    staleTime: 10 * 60 * 1000,
  });

/** Today's business date; until the API answers, today in the default zone. */
export function useBusinessDate(): BusinessDate {
  const query = useQuery(getBusinessDateQueryOptions());
  return (
    query.data ?? {
      today: businessDate(new Date()),
      timeZone: DEFAULT_BUSINESS_TIME_ZONE,
      timeFormat: DEFAULT_TIME_FORMAT,
    }
  );
}
