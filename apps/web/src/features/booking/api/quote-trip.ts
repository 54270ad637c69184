import type { DataResponse, Quote, TripInput } from '@livery/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';

/**
 * Whom and what a quote is for: the customer chosen by staff (so the server can warn of the same trip booked twice;
 * a customer's own quote is for themselves), and on the update screen the booked trip being changed, whose quote is
 * the change's price as saving it writes it (addons included, decision 055).
 */
export interface QuoteTarget {
  customerId: number | null;
  reservationId: number | null;
}

/**
 * The quote of a trip, keyed by the trip, who asks (their permissions change what may be quoted and the warnings)
 * and its target. The same trip asked again within a minute is not priced again.
 */
export const quoteQueryKey = (trip: TripInput, userId: number | null, target: QuoteTarget) =>
  reservationKeys.quote(userId, target.reservationId, target.customerId, trip);

/**
 * `POST /reservations/quote` (public): the itemised price of each leg; a 400 names the fields at fault. For a change,
 * `POST /reservations/{id}/quote`: the same function as the save prices it.
 */
export async function quoteTrip(trip: TripInput, target: QuoteTarget, signal?: AbortSignal): Promise<Quote> {
  const path = target.reservationId === null ? '/reservations/quote' : `/reservations/${target.reservationId}/quote`;
  const body = target.customerId === null ? trip : { ...trip, customerId: target.customerId };
  return (await api.post<DataResponse<Quote>>(path, body, { signal })).data;
}

/** The live quote of the price explainer: kept on screen while the next one loads, not retried when refused. */
export const useQuote = (trip: TripInput | null, userId: number | null, target: QuoteTarget) =>
  useQuery({
    queryKey: trip ? quoteQueryKey(trip, userId, target) : reservationKeys.quote('none'),
    queryFn: trip ? ({ signal }) => quoteTrip(trip, target, signal) : skipToken,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
