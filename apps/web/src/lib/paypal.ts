import type { DataResponse, PaypalConfig } from '@livery/domain';
import type { PayPalNamespace } from '@paypal/paypal-js';
import { api } from './api-client';
import { whenIdle } from './when-idle';

/** The PayPal SDK once loaded; null until then, when loading failed, or when the server has no PayPal (SPEC §8). */
let payPal: PayPalNamespace | null = null;
let loading: Promise<PayPalNamespace | null> | undefined;

export const getPayPal = (): PayPalNamespace | null => payPal;

/**
 * Loads the SDK script once (SPEC §1: at start-up), with the client id and script URL the server gives
 * (`GET /payments/paypal/config`, decision 040): nothing is loaded when the server has no PayPal. Failures are
 * logged, never thrown. The loader itself is a lazy chunk.
 */
export function loadPayPal(): Promise<PayPalNamespace | null> {
  loading ??= api
    .get<DataResponse<PaypalConfig>>('/payments/paypal/config')
    .then(async ({ data: config }) => {
      if (!config.available || !config.clientId) return null;
      const { loadScript } = await import('@paypal/paypal-js');
      return (payPal = await loadScript({
        clientId: config.clientId,
        sdkBaseUrl: config.sdkUrl,
        currency: config.currency,
      }));
    })
    .catch(() => {
      console.error('Failed to load the PayPal SDK script');
      payPal = null;
      return null;
    });
  return loading;
}

/** Starts the load after the first paint, when the browser is idle, so it never delays a screen. */
export const loadPayPalWhenIdle = (): (() => void) => whenIdle(() => void loadPayPal());
