import { BOOKING_REQUEST_WORDS, EDIT_MESSAGES, type Quote } from '@livery/domain';
import { AppError } from '../../../lib/app-error.js';

/** What booking and changing a trip say when they refuse (every act that books or reprices reads them). */
export const BOOKING_MESSAGES = {
  withoutPayment: 'Booking without payment needs the permission reservations:create-without-payment.',
  forSomeoneElse: 'Booking for another customer needs the permission reservations:search-user.',
  affiliate: 'Booking for an affiliate needs the permission reservations:search-affiliate.',
  unknownCustomer: 'This customer was not found. Search for them again.',
  unknownAffiliate: 'This affiliate was not found. Choose another one.',
  priceChanged:
    'The price changed since you saw it (a rate, surge or code changed). Check the new price and book again.',
  keyReused: 'This Idempotency-Key was already used for another booking. Send a new key for a new booking.',
  notYours: 'This reservation was not found. It may have been deleted.',
  finalStatus: EDIT_MESSAGES.finalStatus,
  draft: EDIT_MESSAGES.draft,
  tooLate: EDIT_MESSAGES.tooLate,
  roundTripShape:
    'A one-way trip cannot become a round trip, nor the other way round. Cancel it and book the trip you need.',
  paypalUnavailable: 'Payment by PayPal is not available at the moment. Please call the office to book.',
  requestWhilePaypal:
    'Payment online is available: pay with PayPal to book. A request without payment is for when it is not.',
  requested: 'Requested without payment (payment online unavailable): the office confirms it',
  /** The screen and the customer's e-mail say the same (issue 38, item 7). */
  requestSent: BOOKING_REQUEST_WORDS.warning,
} as const;

/** A booking priced differently from what the person agreed to: the 409 carries the new quote. */
export class PriceChangedError extends AppError {
  constructor(readonly quote: Quote) {
    super('CONFLICT', BOOKING_MESSAGES.priceChanged);
  }
}
