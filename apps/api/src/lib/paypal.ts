import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  captureSchema,
  orderSchema,
  refundSchema,
  tokenSchema,
  paypalErrorBody,
  ORDER_ID,
  PaypalError,
  errorOf,
  centsToPaypalValue,
  type PaypalOrderDetails,
  type PaypalCaptureDetails,
  type PaypalRefundDetails,
} from './paypal-answers.js';
export {
  PAY_DUE_PAYPAL_MESSAGES,
  PAYPAL_MESSAGES,
  PaypalError,
  centsToPaypalValue,
  paypalValueToCents,
} from './paypal-answers.js';
export type { PaypalOrderDetails, PaypalCaptureDetails, PaypalRefundDetails } from './paypal-answers.js';

/**
 * A client of PayPal's REST API (decisions 040 and 043): OAuth 2 client credentials, Orders v2 — create, show,
 * capture — and Payments v2 — show a capture, refund it.
 * https://developer.paypal.com/api/rest/authentication/, https://developer.paypal.com/docs/api/orders/v2/ and
 * https://developer.paypal.com/docs/api/payments/v2/
 * Every failure is a `PaypalError` (an `AppError`): a 4xx a person can act on when the payment is at fault, a 502
 * when PayPal is down, slow, refuses our credentials or answers something unexpected. Never a 500.
 */
export interface PaypalClientOptions {
  /** `https://api-m.sandbox.paypal.com`, `https://api-m.paypal.com`, or a stand-in (`src/test/stand-ins/paypal/server.ts`). */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Per call, body included. */
  timeoutMs: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}

export interface CreateOrderInput {
  amountCents: number;
  currency: string;
  /** The purchase unit's `reference_id`. */
  referenceId: string;
  /** The purchase unit's `custom_id` (≤ 127 characters): ours to read back on the capture. */
  customId: string;
  /** Shown to the payer in PayPal (≤ 127 characters). */
  description: string;
  /** `PayPal-Request-Id`: the same id creates the same order once. */
  requestId: string;
}

export interface RefundInput {
  /** Omitted: PayPal refunds what is left of the capture (captured less earlier refunds). */
  amountCents?: number;
  currency: string;
  /** `PayPal-Request-Id`: the same id makes the refund once and answers it again. */
  requestId: string;
  /** Shown to the payer (≤ 255 characters). */
  noteToPayer?: string;
}

export interface PaypalClient {
  /** `POST /v2/checkout/orders`, intent CAPTURE, one purchase unit. */
  createOrder(input: CreateOrderInput): Promise<PaypalOrderDetails>;
  /** `GET /v2/checkout/orders/{id}`. */
  getOrder(orderId: string): Promise<PaypalOrderDetails>;
  /** `POST /v2/checkout/orders/{id}/capture`: the same `requestId` gets the same capture back. */
  captureOrder(orderId: string, requestId: string): Promise<PaypalOrderDetails>;
  /** `GET /v2/payments/captures/{id}`: its amount and status (COMPLETED, PARTIALLY_REFUNDED, REFUNDED, …). */
  getCapture(captureId: string): Promise<PaypalCaptureDetails>;
  /** `POST /v2/payments/captures/{id}/refund`: the same `requestId` gets the same refund back. */
  refundCapture(captureId: string, input: RefundInput): Promise<PaypalRefundDetails>;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Why a request never got an answer, as the log should say it: fetch's own "fetch failed" and each cause under it
 * (`connect ECONNREFUSED 127.0.0.1:443`, `getaddrinfo ENOTFOUND …`), with their codes.
 */
function causeText(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    if (!(current instanceof Error)) {
      parts.push(String(current));
      break;
    }
    const code = 'code' in current ? current.code : undefined;
    parts.push(
      typeof code === 'string' && !current.message.includes(code) ? `${current.message} (${code})` : current.message,
    );
    current = current.cause;
  }
  return parts.join(': ');
}

export function paypalClient(options: PaypalClientOptions): PaypalClient {
  const base = options.apiBase.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  /** Logs the failure, with its cause (a refused connection, a DNS failure) when there is one (issue 38). */
  const fail = (error: PaypalError, what: string, cause?: unknown) => {
    const why = cause === undefined ? {} : { cause: causeText(cause), err: cause };
    options.log?.warn({ paypal: error.paypal, call: what, ...why }, `PayPal ${what} failed: ${error.message}`);
    return error;
  };

  /** One HTTP exchange within the timeout; a network failure, a timeout or a body that is not JSON is a 502. */
  async function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { accept: 'application/json', ...headers },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const isTimeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw fail(
        new PaypalError('BAD_GATEWAY', (m) => (isTimeout ? m.timeout : m.unreachable), { status: null }),
        `${method} ${path}`,
        error,
      );
    }
    if (text === '') return { status: response.status, body: undefined };
    try {
      const json: unknown = JSON.parse(text);
      return { status: response.status, body: json };
    } catch {
      if (!response.ok) throw fail(errorOf(response.status, undefined), `${method} ${path}`);
      throw fail(
        new PaypalError('BAD_GATEWAY', (m) => m.unexpected(''), { status: response.status }),
        `${method} ${path}`,
      );
    }
  }

  async function fetchToken(): Promise<string> {
    const answer = await send(
      'POST',
      '/v1/oauth2/token',
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    const invalidClient = paypalErrorBody.parse(answer.body).error === 'invalid_client';
    if (answer.status === 401 || invalidClient)
      throw fail(new PaypalError('BAD_GATEWAY', (m) => m.credentials, { status: answer.status }), 'token');
    if (answer.status !== 200) throw fail(errorOf(answer.status, answer.body), 'token');
    const parsed = tokenSchema.safeParse(answer.body);
    if (!parsed.success)
      throw fail(new PaypalError('BAD_GATEWAY', (m) => m.unexpected(''), { status: answer.status }), 'token');
    // Renewed a minute early (half-way for a short-lived one), so a token never expires on its way to PayPal.
    const lifetime = parsed.data.expires_in * 1000;
    cached = { token: parsed.data.access_token, expiresAt: now() + lifetime - Math.min(60_000, lifetime / 2) };
    return cached.token;
  }

  /** The cached token while it is valid; callers arriving together share one request for a new one. */
  function accessToken(): Promise<string> {
    if (cached && now() < cached.expiresAt) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** A call with the bearer token; a 401 (a token PayPal revoked early) gets one new token and one more try. */
  async function call<T>(
    schema: z.ZodType<T>,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: object,
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const token = await accessToken();
      const answer = await send(
        method,
        path,
        { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        body === undefined ? undefined : JSON.stringify(body),
      );
      if (answer.status === 401 && attempt === 1) {
        if (cached?.token === token) cached = null;
        continue;
      }
      if (answer.status < 200 || answer.status > 299)
        throw fail(errorOf(answer.status, answer.body), `${method} ${path}`);
      const parsed = schema.safeParse(answer.body);
      if (!parsed.success) {
        const error = new PaypalError('BAD_GATEWAY', (m) => m.unexpected(''), { status: answer.status });
        throw fail(error, `${method} ${path}`);
      }
      return parsed.data;
    }
  }

  const orderPath = (orderId: string) => {
    if (!ORDER_ID.test(orderId)) throw new PaypalError('VALIDATION', (m) => m.notFound, { status: null });
    return `/v2/checkout/orders/${orderId}`;
  };
  const capturePath = (captureId: string) => {
    if (!ORDER_ID.test(captureId)) throw new PaypalError('BAD_GATEWAY', (m) => m.unknownCapture, { status: null });
    return `/v2/payments/captures/${captureId}`;
  };

  return {
    createOrder: (input) =>
      call(
        orderSchema,
        'POST',
        '/v2/checkout/orders',
        { 'paypal-request-id': input.requestId, prefer: 'return=representation' },
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.referenceId,
              custom_id: input.customId,
              description: input.description.slice(0, 127),
              amount: { currency_code: input.currency, value: centsToPaypalValue(input.amountCents) },
            },
          ],
        },
      ),
    getOrder: async (orderId) => call(orderSchema, 'GET', orderPath(orderId), {}),
    captureOrder: async (orderId, requestId) =>
      call(
        orderSchema,
        'POST',
        `${orderPath(orderId)}/capture`,
        { 'paypal-request-id': requestId, prefer: 'return=representation' },
        {},
      ),
    getCapture: async (captureId) => call(captureSchema, 'GET', capturePath(captureId), {}),
    refundCapture: async (captureId, input) =>
      call(
        refundSchema,
        'POST',
        `${capturePath(captureId)}/refund`,
        { 'paypal-request-id': input.requestId, prefer: 'return=representation' },
        {
          // Without an amount PayPal refunds what is left of the capture.
          ...(input.amountCents === undefined
            ? {}
            : { amount: { currency_code: input.currency, value: centsToPaypalValue(input.amountCents) } }),
          ...(input.noteToPayer ? { note_to_payer: input.noteToPayer.slice(0, 255) } : {}),
        },
      ),
  };
}
