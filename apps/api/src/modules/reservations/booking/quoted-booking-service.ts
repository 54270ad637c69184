import {
  type BookingCustomer,
  type Quote,
  type QuoteAcceptMode,
  type Reservation,
  toCents,
  type Trip,
} from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import type { PaypalClient } from '../../../lib/paypal.js';
import { paypalQuoteCustomIdOf, payWithPaypal } from '../paypal/index.js';
import type { QuoteSources } from '../quote/index.js';
import { writeBooking } from './booking-writes.js';

/** A sent quote the customer accepts (issue 39, decision 090), as `modules/quote-offers` hands it over. */
export interface QuotedBooking {
  quoteOfferId: number;
  quoteOfferNumber: string;
  /** The quote as it was sent: its lines become the trip's breakdown, never priced again. */
  quote: Quote;
  trip: Trip;
  customer: BookingCustomer;
  /** The customer's account (found or made by e-mail): the actor of the booking and whose trip it is. */
  customerId: number;
  /** Who sent the quote: the trip's `created_by_id`, so it is theirs as the trips they book are. */
  sentById: number | null;
  mode: QuoteAcceptMode;
  orderId: string | undefined;
}

/**
 * Books an accepted quote inside the caller's transaction, at the quoted price: the PayPal order (made for this
 * quote, `livery-quote-{id}`) captured for exactly the quoted total when Accept pays online, then the same rows,
 * mail and notices a booking writes.
 */
export async function bookQuoted(
  tx: Executor,
  sources: Omit<QuoteSources, 'db'> & { publicUrl?: string },
  paypal: PaypalClient | null,
  booking: QuotedBooking,
): Promise<{ booked: Reservation; returned: Reservation | null }> {
  const paid =
    booking.mode === 'paypal' && paypal && booking.orderId
      ? await payWithPaypal(tx, paypal, {
          orderId: booking.orderId,
          totalCents: toCents(booking.quote.total),
          customId: paypalQuoteCustomIdOf(booking.quoteOfferId),
        })
      : null;
  return writeBooking(tx, sources, {
    quote: booking.quote,
    trip: booking.trip,
    customer: { ...booking.customer, customerId: booking.customerId },
    customerId: booking.customerId,
    actorId: booking.customerId,
    createdById: booking.sentById,
    kind: paid ? 'paypal' : booking.mode === 'request' ? 'request' : 'unpaid',
    paid,
    draft: null,
    paypal,
    origin: `Accepted quote ${booking.quoteOfferNumber}: `,
  });
}
