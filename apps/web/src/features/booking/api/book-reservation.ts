import {
  IDEMPOTENCY_KEY_HEADER,
  type BookingRequest,
  type BookingResult,
  type DataResponse,
  type Quote,
  type TripInput,
} from '@livery/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api-client';
import { ApiRequestError, isErrorBody } from '../../../lib/api-error';
import type { BookingCustomerInput } from '../wizard/trip-request';
import { reservationKeys } from './quote-trip';

/** `bookingRequestSchema` as sent: the trip as the wizard maps it (defaults left to the server). */
export type BookingRequestInput = Omit<BookingRequest, 'trip' | 'customer'> & {
  trip: TripInput;
  customer: BookingCustomerInput;
};

/** The booking's answer: booked, or the price changed and the new quote is to be confirmed (a 409). */
export type BookingOutcome = { kind: 'booked'; result: BookingResult } | { kind: 'price-changed'; quote: Quote };

/** A key per booking attempt (`crypto.randomUUID`, or 32 random hex digits where it is missing: plain HTTP). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const isQuote = (value: unknown): value is Quote =>
  typeof value === 'object' && value !== null && 'legs' in value && 'total' in value;

/**
 * `POST /reservations` with its `Idempotency-Key`: the same key and request book once, however often sent. A 409
 * carrying a quote is the price having changed since the person saw it; any other refusal rejects with
 * `ApiRequestError` (a 400's field messages, a 403's reason).
 */
export async function bookReservation(request: BookingRequestInput, idempotencyKey: string): Promise<BookingOutcome> {
  const body = await post<DataResponse<BookingResult> | { error: unknown; data?: unknown }>('/reservations', request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  if (isErrorBody(body)) {
    const data = (body as { data?: unknown }).data;
    if (body.error.code === 'CONFLICT' && isQuote(data)) return { kind: 'price-changed', quote: data };
    throw new ApiRequestError(body.error);
  }
  return { kind: 'booked', result: (body as DataResponse<BookingResult>).data };
}

/** Booking refreshes every reservations query (lists, the user's trips) once it is done. */
export function useBookReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: BookingRequestInput; idempotencyKey: string }) =>
      bookReservation(request, idempotencyKey),
    onSuccess: async (outcome) => {
      if (outcome.kind === 'booked') await queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
  });
}
