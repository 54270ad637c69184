import { randomUUID } from 'node:crypto';
import {
  bookingWindowRefusal,
  type CreatePaypalOrderRequest,
  PAYPAL_CURRENCY,
  type PaypalOrder,
  toCents,
  type Trip,
  TRIP_TYPE_LABELS,
} from '@livery/domain';
import { AppError } from '../../../lib/app-error.js';
import type { PaypalClient } from '../../../lib/paypal.js';
import { forbidden } from '../../../lib/permission-checks.js';
import { type AuthUser } from '../../auth/index.js';
import { writtenWallClock } from '../../../lib/business-clock.js';
import { BOOKING_MESSAGES, PriceChangedError } from '../core/index.js';
import { quoteTrip, type QuoteSources } from '../quote/index.js';
import { paypalCustomIdOf, paypalQuoteCustomIdOf } from './paypal-capture-service.js';

export const paypalUnavailable = () =>
  AppError.validation({ payment: BOOKING_MESSAGES.paypalUnavailable }, BOOKING_MESSAGES.paypalUnavailable);

/** What the payer reads in PayPal: "Livery: From airport, Sun 2031-05-04 2:30 PM, and back". */
const descriptionOf = (trip: Trip) =>
  `Livery: ${TRIP_TYPE_LABELS[trip.tripType]}, ${writtenWallClock(trip.pickUpAt)}${trip.returnTrip ? ', and back' : ''}`;

/**
 * Opens a PayPal order for a trip (the buttons' `createOrder`, decision 040): priced again by the server, refused
 * as booking would refuse it (within 6 hours without the permission; a total other than the one agreed to is a
 * 409 with the new quote), then created at PayPal for the server's total in USD, marked as this user's.
 */
export async function createPaypalOrder(
  sources: QuoteSources,
  paypal: PaypalClient | null,
  user: AuthUser,
  request: CreatePaypalOrderRequest,
): Promise<PaypalOrder> {
  if (!paypal) throw paypalUnavailable();
  const quote = await quoteTrip(sources, user, request.trip);
  const pickUpAt = quote.legs[0]?.pickUpAt;
  if (!pickUpAt) throw new Error('a quote without an outbound leg');
  const tooSoon = bookingWindowRefusal(user, new Date(pickUpAt), sources.now());
  if (tooSoon) throw forbidden(tooSoon);
  if (toCents(quote.total) !== toCents(request.expectedTotal)) throw new PriceChangedError(quote);
  const order = await paypal.createOrder({
    amountCents: toCents(quote.total),
    currency: PAYPAL_CURRENCY,
    referenceId: 'livery-trip',
    customId: paypalCustomIdOf(user.id),
    description: descriptionOf(request.trip),
    requestId: randomUUID(),
  });
  return { orderId: order.id };
}

/**
 * Opens a PayPal order for a sent quote (decision 090): at the quoted total, marked as the quote's (its holder may
 * have no account), so only Accept of that quote can capture it.
 */
export async function createQuotePaypalOrder(
  paypal: PaypalClient | null,
  quoted: { quoteOfferId: number; totalCents: number; trip: Trip },
): Promise<PaypalOrder> {
  if (!paypal) throw paypalUnavailable();
  const order = await paypal.createOrder({
    amountCents: quoted.totalCents,
    currency: PAYPAL_CURRENCY,
    referenceId: 'livery-quote',
    customId: paypalQuoteCustomIdOf(quoted.quoteOfferId),
    description: descriptionOf(quoted.trip),
    requestId: randomUUID(),
  });
  return { orderId: order.id };
}
