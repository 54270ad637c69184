import type { BookingResult, DataResponse, TripInput } from '@livery/domain';
import { put } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { BookingCustomerInput } from '../wizard/trip-request';
import { pricedAnswer, type PricedAnswer } from './priced-answer';

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

/** Saving the change refreshes every reservations query once it is done. */
export const useUpdateReservation = (id: number) =>
  useApiMutation({
    mutationFn: (request: UpdateReservationInput) => updateReservation(id, request),
    invalidates: [reservationKeys.all],
    invalidatesWhen: (outcome) => outcome.kind === 'done',
  });
