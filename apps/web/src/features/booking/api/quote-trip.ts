import type { DataResponse, Quote, TripInput } from '@livery/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

export { reservationKeys };

/**
 * The quote of a trip, keyed by the trip and who asks (their permissions change what may be quoted and the
 * warnings). The same trip asked again within a minute is not priced again.
 */
export const quoteQueryKey = (trip: TripInput, userId: number | null) =>
  [...reservationKeys.all, 'quote', userId, trip] as const;

/** `POST /reservations/quote` (public): the itemised price of each leg; a 400 names the fields at fault. */
export const quoteTrip = async (trip: TripInput, signal?: AbortSignal) =>
  (await api.post<DataResponse<Quote>>('/reservations/quote', trip, { signal })).data;

/** The live quote of the price explainer: kept on screen while the next one loads, not retried when refused. */
export const useQuote = (trip: TripInput | null, userId: number | null) =>
  useQuery({
    queryKey: trip ? quoteQueryKey(trip, userId) : [...reservationKeys.all, 'quote', 'none'],
    queryFn: ({ signal }) => quoteTrip(trip as TripInput, signal),
    enabled: trip !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
