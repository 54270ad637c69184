import { z } from 'zod';

import { moneySchema } from './catalogue-rules.js';
import { tripSchema } from './trip.js';

// ── PayPal (decision 040) ─────────────────────────────────────────────────────────────────────────────
/** The one currency the business charges in. */
export const PAYPAL_CURRENCY = 'USD';

/** `GET /payments/paypal/config`: what the browser needs to load PayPal's JS SDK, public. */
export const paypalConfigSchema = z.object({
  /** False when the server has no PayPal credentials: the payment step says payment is unavailable. */
  available: z.boolean(),
  /** The SDK's `client-id` (null when unavailable). */
  clientId: z.string().nullable(),
  /** The SDK script's URL without its query (`sdkBaseUrl` of `@paypal/paypal-js`). */
  sdkUrl: z.string(),
  currency: z.literal(PAYPAL_CURRENCY),
});
export type PaypalConfig = z.infer<typeof paypalConfigSchema>;

/**
 * `POST /reservations/paypal/orders`: the buttons' `createOrder`. The server prices the trip again and opens a
 * PayPal order for its own total; a total other than `expectedTotal` is a 409 with the new quote, as booking is.
 */
export const createPaypalOrderSchema = z.strictObject({
  trip: tripSchema,
  expectedTotal: moneySchema('The total you agreed to'),
});
export type CreatePaypalOrderRequest = z.output<typeof createPaypalOrderSchema>;
export const paypalOrderSchema = z.object({ orderId: z.string() });
export type PaypalOrder = z.infer<typeof paypalOrderSchema>;
