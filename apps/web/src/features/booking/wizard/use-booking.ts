import type { BookingResult } from '@livery/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { newIdempotencyKey, useBookReservation, type BookingRequestInput } from '../api/book-reservation';
import { quoteQueryKey } from '../api/quote-trip';
import { toBookingCustomer } from './trip-request';
import type { LiveQuote } from './use-live-quote';
import { touchesAirport, type WizardState } from './wizard-state';

interface BookingOptions {
  live: LiveQuote;
  userId: number | null;
  getState: () => WizardState;
  /** A 400's field messages (`trip.pickUpAt`, `customer.email`), for the wizard to show on its fields. */
  onFieldErrors: (fields: Record<string, string>) => void;
}

/**
 * Step 5's booking: the trip as last priced, at the total the person saw, booked without payment. One
 * `Idempotency-Key` per attempt: a retry of the same request (the answer was lost) reuses it, so it books once; any
 * change (a new price accepted, a corrected field) is a new attempt with a new key.
 */
export function useBooking({ live, userId, getState, onFieldErrors }: BookingOptions) {
  const queryClient = useQueryClient();
  const mutation = useBookReservation();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [priceChangedFrom, setPriceChangedFrom] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const book = async (): Promise<BookingResult | null> => {
    const { request: trip, quote } = live;
    if (!trip || !quote) return null;
    const state = getState();
    const request: BookingRequestInput = {
      trip,
      customer: toBookingCustomer(state.customer, touchesAirport(state.trip)),
      expectedTotal: quote.total,
      termsAccepted: true,
      payment: { kind: 'unpaid' },
    };
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    setError(null);
    try {
      const outcome = await mutation.mutateAsync({ request, idempotencyKey: attempt.current.key });
      if (outcome.kind === 'price-changed') {
        // The new breakdown replaces the one on screen; booking again confirms it (a new request, a new key).
        setPriceChangedFrom(quote.total);
        queryClient.setQueryData(quoteQueryKey(trip, userId), outcome.quote);
        return null;
      }
      attempt.current = null;
      setPriceChangedFrom(null);
      return outcome.result;
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields) onFieldErrors(failure.fields);
      setError(errorMessage(failure));
      return null;
    }
  };

  const reset = () => {
    attempt.current = null;
    setPriceChangedFrom(null);
    setError(null);
  };

  return { book, reset, isBooking: mutation.isPending, priceChangedFrom, error };
}
