import { afterAll } from 'vitest';
import type { AppConfig } from '../config.js';
import { useTestApp } from './helper.js';
import { startFakePaypal } from './stand-ins/paypal/server.js';

/**
 * A test file's app whose PayPal is the local stand-in (decision 040): nothing reaches paypal.com. The stand-in is
 * closed after the file; `overrides` are the app's other settings.
 */
export async function useTestAppWithPaypal(overrides: Partial<AppConfig> = {}) {
  const paypal = await startFakePaypal();
  const ctx = useTestApp({
    paypalApiBase: paypal.url,
    paypalClientId: paypal.clientId,
    paypalClientSecret: paypal.clientSecret,
    paypalSdkUrl: paypal.sdkUrl,
    paypalTimeoutMs: 1500,
    ...overrides,
  });
  afterAll(() => paypal.close());
  return { ctx, paypal };
}
