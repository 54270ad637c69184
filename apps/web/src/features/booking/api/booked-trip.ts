import type { BookedTrip, BookingResult, DataResponse, TripInput } from '@livery/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, put } from '../../../lib/api-client';
import type { BookingCustomerInput } from '../wizard/trip-request';
import { pricedAnswer, type PricedAnswer } from './priced-answer';
import { reservationKeys } from './quote-trip';

/** `GET /reservations/{id}/booking`: a booked trip as the wizard takes it again (update, duplicate). */
export const bookedTripQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['reservation-bookings', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<DataResponse<BookedTrip>>(`/reservations/${id}/booking`, { signal })).data,
    // Read when the screen opens, and not again while it is open: booking or saving (which refresh every
    // reservations query, not this one) must not pull the screen from under the person, nor a look back at the window.
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

export interface UpdateReservationInput {
  trip: TripInput;
  customer: BookingCustomerInput;
  expectedTotal: number;
  version: number;
}

/**
 * `PUT /reservations/{id}`: the trip changed, priced again by the server at the total the person saw (a 409 with
 * the new quote otherwise). The answer carries the previous total, so what is due or refundable shows.
 */
export async function updateReservation(
  id: number,
  request: UpdateReservationInput,
): Promise<PricedAnswer<BookingResult>> {
  return pricedAnswer(await put<DataResponse<BookingResult>>(`/reservations/${id}`, request));
}

export function useUpdateReservation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateReservationInput) => updateReservation(id, request),
    onSuccess: async (outcome) => {
      if (outcome.kind === 'done') await queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
  });
}
