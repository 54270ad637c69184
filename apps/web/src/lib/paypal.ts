import type { PayPalNamespace } from '@paypal/paypal-js';
import { whenIdle } from './when-idle';

/** The PayPal SDK once loaded; null until then and when loading failed (SPEC §8). */
let payPal: PayPalNamespace | null = null;
let loading: Promise<PayPalNamespace | null> | undefined;

export const getPayPal = (): PayPalNamespace | null => payPal;

export const PAYPAL_CLIENT_ID: string = import.meta.env.VITE_PAYPAL_CLIENT_ID ?? 'sb';

/** Loads the SDK script once; failures are logged, never thrown. The loader itself is a lazy chunk. */
export function loadPayPal(clientId: string = PAYPAL_CLIENT_ID): Promise<PayPalNamespace | null> {
  loading ??= import('@paypal/paypal-js')
    .then(({ loadScript }) => loadScript({ clientId }))
    .then((namespace) => (payPal = namespace))
    .catch(() => {
      console.error('Failed to load the PayPal SDK script');
      payPal = null;
      return null;
    });
  return loading;
}

/** Starts the load after the first paint, when the browser is idle, so it never delays a screen. */
export const loadPayPalWhenIdle = (): (() => void) => whenIdle(() => void loadPayPal());
