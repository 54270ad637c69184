import { BOOKABLE_SERVICES, type BookableService, type DataResponse } from '@livery/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/query-keys';

/**
 * `GET /rate-cards/services?at=` (public, decision 092): what a trip picked up then may be booked as — the card in
 * force's services, or transfers alone. Before the pickup is typed, now's; while it loads, the last answer.
 */
export function useBookableServices(at: string | null): readonly BookableService[] {
  const query = useQuery({
    queryKey: referenceKeys.bookableServices(at),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataResponse<{ services: BookableService[] }>>(
          `/rate-cards/services${at ? `?at=${encodeURIComponent(at)}` : ''}`,
          { signal },
        )
      ).data.services,
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
  return query.data ?? BOOKABLE_SERVICES.slice(0, 1);
}
