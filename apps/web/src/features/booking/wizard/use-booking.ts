import type { BookingResult, Quote, SentQuoteOffer } from '@livery/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { newIdempotencyKey, useBookReservation, type BookingRequestInput } from '../api/book-reservation';
import { useUpdateReservation } from '../api/update-reservation';
import { createPaypalOrder } from '../api/create-paypal-order';
import type { PricedAnswer } from '../api/priced-answer';
import { quoteQueryKey } from '../api/quote-trip';
import { useSendQuote } from '../api/send-quote';
import { toBookingCustomer } from './trip-request';
import type { LiveQuote } from './use-live-quote';
import { touchesAirport, type WizardState } from './wizard-state';

interface BookingOptions {
  live: LiveQuote;
  userId: number | null;
  /** The draft this booking proceeds from (it becomes the booking), if one is open. */
  draftId?: number | null | undefined;
  /** The booked trip being changed (`PUT /reservations/{id}` at its version), on the update screen. */
  updating?: { id: number; version: number } | null | undefined;
  getState: () => WizardState;
  /** A 400's field messages (`trip.pickUpAt`, `customer.email`), for the wizard to show on its fields. */
  onFieldErrors: (fields: Record<string, string>) => void;
}

/** How a booking is paid: unpaid (`reservations:create-without-payment`), or by an approved PayPal order. */
export type BookingPayment = BookingRequestInput['payment'];

/** What a refusal says; a 502 is PayPal's trouble, and nothing was booked or charged for good. */
export function bookingErrorMessage(failure: unknown): string {
  const message = errorMessage(failure);
  if (failure instanceof ApiRequestError && failure.code === 'BAD_GATEWAY')
    return `PayPal could not complete the payment, and nothing was booked. ${message}`;
  return message;
}

/**
 * Step 5's booking: the trip as last priced, at the total the person saw, booked without payment or paid by an
 * approved PayPal order (`openPaypalOrder` opens it for the buttons' `createOrder`). One
 * `Idempotency-Key` per attempt: a retry of the same request (the answer was lost) reuses it, so it books once; any
 * change (a new price accepted, a corrected field) is a new attempt with a new key.
 */
export function useBooking({ live, userId, draftId, updating, getState, onFieldErrors }: BookingOptions) {
  const queryClient = useQueryClient();
  const mutation = useBookReservation();
  const update = useUpdateReservation(updating?.id ?? 0);
  const quoting = useSendQuote();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [priceChangedFrom, setPriceChangedFrom] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** The trip's price changed since the person saw it: the new breakdown replaces the one on screen. */
  const showNewPrice = (quote: Quote) => {
    const { request: trip, quote: seen, target } = live;
    if (!trip || !seen) return;
    setPriceChangedFrom(seen.total);
    queryClient.setQueryData(quoteQueryKey(trip, userId, target), quote);
  };

  /** Sends a priced request: its answer, or null when the price changed (shown) or it was refused (shown). */
  const submit = async <T>(send: () => Promise<PricedAnswer<T>>): Promise<T | null> => {
    setError(null);
    try {
      const outcome = await send();
      if (outcome.kind === 'price-changed') {
        // The new breakdown replaces the one on screen; sending again confirms it (a new request, a new key).
        showNewPrice(outcome.quote);
        return null;
      }
      setPriceChangedFrom(null);
      return outcome.data;
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields) onFieldErrors(failure.fields);
      setError(bookingErrorMessage(failure));
      return null;
    }
  };

  /**
   * The trip as last priced, who it is for and the total the person saw: what a booking, a change and a quote all
   * send, so a quote is priced exactly as booking it would be. Null while there is no price.
   */
  const pricedRequest = () => {
    const { request: trip, quote } = live;
    if (!trip || !quote) return null;
    const state = getState();
    return {
      trip,
      customer: toBookingCustomer(state.customer, touchesAirport(state.trip)),
      expectedTotal: quote.total,
    };
  };

  const book = async (payment: BookingPayment = { kind: 'unpaid' }): Promise<BookingResult | null> => {
    const priced = pricedRequest();
    if (!priced) return null;
    const request: BookingRequestInput = {
      ...(draftId ? { draftId } : {}),
      ...priced,
      termsAccepted: true,
      payment,
    };
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    const key = attempt.current.key;
    const booked = await submit(() => mutation.mutateAsync({ request, idempotencyKey: key }));
    if (booked) attempt.current = null;
    return booked;
  };

  /** The update screen's "Save changes": the whole trip again at the version read. */
  const saveChanges = async (): Promise<BookingResult | null> => {
    const priced = pricedRequest();
    if (!priced || !updating) return null;
    return submit(() => update.mutateAsync({ ...priced, version: updating.version }));
  };

  /**
   * The summary's "Send as quote" (decision 090): the same trip, customer and total e-mailed as a quote open
   * `validDays` days (else the configuration's). A changed price is shown as booking shows it; sending again
   * confirms it.
   */
  const sendQuote = async (validDays: number | undefined): Promise<SentQuoteOffer | null> => {
    const priced = pricedRequest();
    if (!priced) return null;
    return submit(() => quoting.mutateAsync({ ...priced, ...(validDays === undefined ? {} : { validDays }) }));
  };

  /**
   * The PayPal buttons' `createOrder`: an order for the trip at the total the person saw. `null` when there is
   * none to open (the price changed, shown as booking shows it; or a refusal, shown as the booking error).
   */
  const openPaypalOrder = async (): Promise<string | null> => {
    const { request: trip, quote } = live;
    if (!trip || !quote) return null;
    const order = await submit(() => createPaypalOrder(trip, quote.total));
    return order?.orderId ?? null;
  };

  const reset = () => {
    attempt.current = null;
    setPriceChangedFrom(null);
    setError(null);
  };

  return {
    book,
    saveChanges,
    sendQuote,
    openPaypalOrder,
    /** A payment failure the server did not answer (PayPal's buttons), shown as a booking error. */
    fail: (message: string | null) => setError(message),
    reset,
    isBooking: mutation.isPending || update.isPending,
    isSendingQuote: quoting.isPending,
    priceChangedFrom,
    error,
  };
}
