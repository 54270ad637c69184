import {
  IDEMPOTENCY_KEY_HEADER,
  type BookingRequest,
  type BookingResult,
  type DataResponse,
  type TripInput,
} from '@livery/domain';
import { post } from '../../../lib/api-client';
import { reservationKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { BookingCustomerInput } from '../wizard/trip-request';
import { pricedAnswer, type PricedAnswer } from './priced-answer';

/** `bookingRequestSchema` as sent: the trip as the wizard maps it (defaults left to the server). */
export type BookingRequestInput = Omit<BookingRequest, 'trip' | 'customer'> & {
  trip: TripInput;
  customer: BookingCustomerInput;
};

/** The booking's answer: booked, or the price changed and the new quote is to be confirmed (a 409). */
export type BookingOutcome = PricedAnswer<BookingResult>;

/** A key per booking attempt (`crypto.randomUUID`, or 32 random hex digits where it is missing: plain HTTP). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * `POST /reservations` with its `Idempotency-Key`: the same key and request book once, however often sent. A 409
 * carrying a quote is the price having changed since the person saw it; any other refusal rejects with
 * `ApiRequestError` (a 400's field messages, a 403's reason).
 */
export async function bookReservation(request: BookingRequestInput, idempotencyKey: string): Promise<BookingOutcome> {
  return pricedAnswer(
    await post<DataResponse<BookingResult>>('/reservations', request, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );
}

/** Booking refreshes every reservations query (lists, the user's trips) once it is done. */
export const useBookReservation = () =>
  useApiMutation({
    mutationFn: ({ request, idempotencyKey }: { request: BookingRequestInput; idempotencyKey: string }) =>
      bookReservation(request, idempotencyKey),
    invalidates: [reservationKeys.all],
    invalidatesWhen: (outcome) => outcome.kind === 'done',
  });
