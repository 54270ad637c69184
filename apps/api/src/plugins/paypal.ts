import { PAYPAL_CURRENCY, type PaypalConfig } from '@livery/domain';
import fp from 'fastify-plugin';
import { paypalClient, type PaypalClient } from '../lib/paypal.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** PayPal (decision 040): the REST client, null without credentials, and what the browser needs. */
    paypal: { client: PaypalClient | null; browser: PaypalConfig };
  }
}

export interface PaypalPluginOptions {
  apiBase: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  sdkUrl: string;
  timeoutMs: number;
}

/** PayPal is available when both credentials are set; the token is fetched at the first payment, not at start. */
export default fp<PaypalPluginOptions>(
  async (app, options) => {
    const { clientId, clientSecret } = options;
    const client =
      clientId && clientSecret
        ? paypalClient({ apiBase: options.apiBase, clientId, clientSecret, timeoutMs: options.timeoutMs, log: app.log })
        : null;
    app.decorate('paypal', {
      client,
      browser: {
        available: client !== null,
        clientId: client ? (clientId ?? null) : null,
        sdkUrl: options.sdkUrl,
        currency: PAYPAL_CURRENCY,
      },
    });
  },
  { name: 'paypal' },
);
