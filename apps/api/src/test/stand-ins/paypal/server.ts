import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeRefunds, type FakeRefund, type RefundableCapture } from './refunds.js';
import {
  debugId,
  idOf,
  invalidRequest,
  isoNow,
  PAYER_ALPHABET,
  paypalError,
  resourceNotFound,
  unprocessable,
  type Reply,
} from './replies.js';
import { fakeSdkScript } from './sdk.js';

/**
 * A local stand-in for PayPal (decision 040), for the API tests and the end-to-end tests: never used by the app
 * itself. It speaks the parts of PayPal's REST API Livery uses — `POST /v1/oauth2/token` (client credentials),
 * `POST /v2/checkout/orders`, `GET /v2/checkout/orders/{id}`, `POST /v2/checkout/orders/{id}/capture`,
 * `GET /v2/payments/captures/{id}` and `POST /v2/payments/captures/{id}/refund` (`refunds.ts`) — with
 * PayPal's shapes and error bodies, and serves a stand-in of the JS SDK at `/sdk/js` (`sdk.ts`).
 * It is strict where PayPal is: the bearer token, the content type, the body's shape and amounts, one capture per
 * order, and `PayPal-Request-Id` (the same id answers the same order or capture again).
 *
 * It lives with the tests (`src/test/` is never built into `dist/`); `e2e/support/start-server.mjs` starts it from
 * this source through `tsx`.
 */
export interface FakePaypalOptions {
  clientId?: string;
  clientSecret?: string;
  host?: string;
  /** 0 (default): any free port. */
  port?: number;
  tokenLifetimeSeconds?: number;
}

interface Money {
  currency_code: string;
  value: string;
}
interface PurchaseUnit {
  reference_id: string;
  amount: Money;
  custom_id?: string;
  description?: string;
}
type Capture = RefundableCapture;
export interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: 'CAPTURE';
  purchaseUnits: PurchaseUnit[];
  captures: Capture[];
  payerId: string | null;
  createTime: string;
  updateTime: string;
}

export interface FakePaypal {
  readonly url: string;
  /** `PAYPAL_SDK_URL` for the browser. */
  readonly sdkUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly stats: {
    tokensIssued: number;
    captureRequests: number;
    /** Captures actually made (a replayed request id makes none). */
    captures: number;
    /** Capture requests for one order that arrived while another for it was still being answered. */
    overlappingCaptures: number;
    refundRequests: number;
    /** Refunds actually made (a replayed request id makes none). */
    refunds: number;
  };
  order(id: string): FakeOrder | undefined;
  /** What the payer does in PayPal's window: CREATED → APPROVED. */
  approve(orderId: string, payerId?: string): FakeOrder;
  /** The switch: captures made from now on take this amount ("1.00") instead of the order's; null to stop. */
  setCaptureAmount(value: string | null): void;
  /** Every API call answers this HTTP status (503: PayPal is down), or never answers ('no-answer'); null: normal. */
  setOutage(outage: number | 'no-answer' | null): void;
  /** Each capture waits this long before it is made, so that concurrent ones overlap. */
  setCaptureDelay(ms: number): void;
  /** The refunds made of a capture, oldest first. */
  refundsOf(captureId: string): FakeRefund[];
  /** A refund made in PayPal's dashboard, which Livery does not know of (PayPal then refuses more than is left). */
  refundOutside(captureId: string, value: string): FakeRefund;
  /** Forgets every access token issued (PayPal revoking them early). */
  revokeTokens(): void;
  close(): Promise<void>;
}

const notFound = (id: string) => resourceNotFound('order_id', id);

/** A purchase unit of a create-order request, checked as PayPal does; a `Reply` is the refusal. */
function purchaseUnitOf(unit: unknown, i: number): PurchaseUnit | Reply {
  const at = `/purchase_units/${i}`;
  if (!unit || typeof unit !== 'object') return invalidRequest(at, 'INVALID_PARAMETER_SYNTAX', 'Expected an object.');
  const u = unit as Record<string, unknown>;
  const amount = u['amount'] as Record<string, unknown> | undefined;
  if (!amount || typeof amount !== 'object')
    return invalidRequest(`${at}/amount`, 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
  const currency = amount['currency_code'];
  const value = amount['value'];
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    return invalidRequest(
      `${at}/amount/currency_code`,
      'INVALID_PARAMETER_VALUE',
      'Currency code is invalid.',
      currency,
    );
  if (typeof value !== 'string' || !/^\d{1,10}(\.\d+)?$/.test(value))
    return invalidRequest(
      `${at}/amount/value`,
      'INVALID_PARAMETER_SYNTAX',
      'The value must be a decimal string.',
      value,
    );
  if (!/^\d+(\.\d{1,2})?$/.test(value))
    return invalidRequest(`${at}/amount/value`, 'DECIMAL_PRECISION', 'USD supports two decimal places.', value);
  if (Number(value) <= 0) return unprocessable('AMOUNT_NOT_POSITIVE', 'The amount must be greater than zero.');
  for (const [field, max] of [
    ['reference_id', 256],
    ['custom_id', 127],
    ['description', 127],
  ] as const) {
    const text = u[field];
    if (text !== undefined && (typeof text !== 'string' || text.length === 0 || text.length > max))
      return invalidRequest(`${at}/${field}`, 'INVALID_STRING_LENGTH', `At most ${max} characters.`, text);
  }
  return {
    reference_id: (u['reference_id'] as string | undefined) ?? 'default',
    amount: { currency_code: currency, value },
    ...(u['custom_id'] ? { custom_id: u['custom_id'] as string } : {}),
    ...(u['description'] ? { description: u['description'] as string } : {}),
  };
}

const methodNotSupported = () =>
  paypalError(405, 'METHOD_NOT_SUPPORTED', 'The server does not implement the requested HTTP method.');

/** A POST's JSON object, checked as PayPal does (content type, well-formed), or PayPal's refusal. */
function jsonOf(request: IncomingMessage, body: string): { json: Record<string, unknown> } | { refusal: Reply } {
  if (!request.headers['content-type']?.startsWith('application/json'))
    return {
      refusal: paypalError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        "The server does not support the request payload's media type.",
      ),
    };
  let json: unknown;
  try {
    json = body === '' ? {} : JSON.parse(body);
  } catch {
    return { refusal: invalidRequest('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.') };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json))
    return { refusal: invalidRequest('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.') };
  return { json: json as Record<string, unknown> };
}

export async function startFakePaypal(options: FakePaypalOptions = {}): Promise<FakePaypal> {
  const clientId = options.clientId ?? `fake-client-${idOf(8)}`;
  const clientSecret = options.clientSecret ?? `fake-secret-${idOf(16)}`;
  const lifetime = options.tokenLifetimeSeconds ?? 32_400;
  const tokens = new Map<string, number>();
  const orders = new Map<string, FakeOrder>();
  /** Successful answers by `PayPal-Request-Id` (per operation): replayed as they were. */
  const answered = new Map<string, Reply>();
  const inFlight = new Map<string, number>();
  const stats = {
    tokensIssued: 0,
    captureRequests: 0,
    captures: 0,
    overlappingCaptures: 0,
    refundRequests: 0,
    refunds: 0,
  };
  let captureAmount: string | null = null;
  let outage: number | 'no-answer' | null = null;
  let captureDelayMs = 0;
  let url = '';
  const refunds = fakeRefunds({
    findCapture: (id) => {
      for (const order of orders.values()) {
        const found = order.captures.find((c) => c.id === id);
        if (found) return found;
      }
      return undefined;
    },
    url: () => url,
    stats,
  });

  const links = (order: FakeOrder) => [
    { href: `${url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ...(order.status === 'CREATED'
      ? [{ href: `${url}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }]
      : []),
    ...(order.status === 'APPROVED'
      ? [{ href: `${url}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' }]
      : []),
  ];
  const payer = (order: FakeOrder) => ({
    name: { given_name: 'Test', surname: 'Payer' },
    email_address: `payer-${order.payerId?.toLowerCase()}@example.com`,
    address: { country_code: 'US' },
  });
  function representation(order: FakeOrder) {
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(order.payerId
        ? {
            payment_source: { paypal: { ...payer(order), account_id: order.payerId, account_status: 'VERIFIED' } },
            payer: { ...payer(order), payer_id: order.payerId },
          }
        : {}),
      purchase_units: order.purchaseUnits.map((unit, i) => ({
        ...unit,
        payee: { email_address: 'merchant@example.com', merchant_id: 'LIVERYFAKE123' },
        ...(order.captures[i] ? { payments: { captures: [order.captures[i]] } } : {}),
      })),
      create_time: order.createTime,
      update_time: order.updateTime,
      links: links(order),
    };
  }
  const answer = (status: number, order: FakeOrder, prefer: string): Reply => ({
    status,
    body: /return=representation/.test(prefer)
      ? representation(order)
      : { id: order.id, status: order.status, links: links(order) },
  });

  function issueToken(request: IncomingMessage, body: string): Reply {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return { status: 415, body: { error: 'invalid_request', error_description: 'Unsupported content type' } };
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials')
      return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
    const token = `A21AA${idOf(40)}`;
    tokens.set(token, Date.now() + lifetime * 1000);
    stats.tokensIssued += 1;
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/orders',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-LIVERYFAKE',
        expires_in: lifetime,
        nonce: `${isoNow()}${idOf(12)}`,
      },
    };
  }

  function createOrder(request: IncomingMessage, json: Record<string, unknown>): Reply {
    if (json['intent'] !== 'CAPTURE')
      return json['intent'] === undefined
        ? invalidRequest('/intent', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.')
        : invalidRequest(
            '/intent',
            'INVALID_PARAMETER_VALUE',
            'The stand-in supports intent CAPTURE only.',
            json['intent'],
          );
    const units = json['purchase_units'];
    if (!Array.isArray(units) || units.length < 1 || units.length > 10)
      return invalidRequest('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'One to ten purchase units are required.');
    const purchaseUnits: PurchaseUnit[] = [];
    for (const [i, unit] of units.entries()) {
      const checked = purchaseUnitOf(unit, i);
      if ('status' in checked) return checked;
      purchaseUnits.push(checked);
    }
    const now = isoNow();
    const order: FakeOrder = {
      id: idOf(17),
      status: 'CREATED',
      intent: 'CAPTURE',
      purchaseUnits,
      captures: [],
      payerId: null,
      createTime: now,
      updateTime: now,
    };
    orders.set(order.id, order);
    return answer(201, order, String(request.headers.prefer ?? ''));
  }

  async function capture(request: IncomingMessage, orderId: string): Promise<Reply> {
    stats.captureRequests += 1;
    const overlapping = inFlight.get(orderId) ?? 0;
    if (overlapping > 0) stats.overlappingCaptures += 1;
    inFlight.set(orderId, overlapping + 1);
    try {
      if (captureDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, captureDelayMs));
      const requestId = request.headers['paypal-request-id'];
      const replay = typeof requestId === 'string' ? answered.get(`capture:${requestId}`) : undefined;
      if (replay) return replay;
      const order = orders.get(orderId);
      if (!order) return notFound(orderId);
      if (order.status === 'COMPLETED')
        return unprocessable(
          'ORDER_ALREADY_CAPTURED',
          "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
        );
      if (order.status !== 'APPROVED')
        return unprocessable(
          'ORDER_NOT_APPROVED',
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url " +
            'returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source ' +
            'in the request.',
        );
      const now = isoNow();
      order.captures = order.purchaseUnits.map((unit) => ({
        id: idOf(17),
        status: 'COMPLETED',
        amount: { currency_code: unit.amount.currency_code, value: captureAmount ?? unit.amount.value },
        final_capture: true,
        ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
        create_time: now,
        update_time: now,
      }));
      order.status = 'COMPLETED';
      order.updateTime = now;
      stats.captures += 1;
      const reply = answer(201, order, String(request.headers.prefer ?? ''));
      if (typeof requestId === 'string') answered.set(`capture:${requestId}`, reply);
      return reply;
    } finally {
      inFlight.set(orderId, (inFlight.get(orderId) ?? 1) - 1);
    }
  }

  function approve(orderId: string, payerId = idOf(13, PAYER_ALPHABET)): FakeOrder {
    const order = orders.get(orderId);
    if (!order) throw new Error(`PayPal knows no order ${orderId}`);
    if (order.status !== 'CREATED') throw new Error(`Order ${orderId} is ${order.status}, not CREATED`);
    order.status = 'APPROVED';
    order.payerId = payerId;
    order.updateTime = isoNow();
    return order;
  }

  async function route(request: IncomingMessage, body: string): Promise<Reply> {
    const { pathname, searchParams } = new URL(request.url ?? '/', url);
    const method = request.method ?? 'GET';
    if (pathname === '/sdk/js' && method === 'GET') {
      // PayPal answers an unknown client-id with a 400: the script's onerror, "Failed to load the PayPal SDK script".
      if (searchParams.get('client-id') !== clientId)
        return { status: 400, body: 'throw new Error("invalid client-id");' };
      return { status: 200, body: fakeSdkScript({ apiBase: url }) };
    }
    const approval = /^\/sdk\/approve\/([A-Z0-9]{1,36})$/.exec(pathname);
    if (approval && method === 'POST') {
      try {
        const order = approve(approval[1] as string);
        return { status: 200, body: { orderID: order.id, payerID: order.payerId, facilitatorAccessToken: idOf(40) } };
      } catch (error) {
        return { status: 422, body: { message: (error as Error).message } };
      }
    }

    if (outage !== null) {
      if (outage === 'no-answer') return new Promise<Reply>(() => {});
      return paypalError(
        outage,
        outage >= 500 ? 'INTERNAL_SERVER_ERROR' : 'SERVICE_UNAVAILABLE',
        'Service Unavailable.',
      );
    }
    if (pathname === '/v1/oauth2/token' && method === 'POST') return issueToken(request, body);

    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (!expiresAt || expiresAt < Date.now())
      return {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      };

    const capturePath = /^\/v2\/payments\/captures\/([^/]+)(\/refund)?$/.exec(pathname);
    if (capturePath) {
      const [, captureId = '', isRefund] = capturePath;
      if (method === 'GET' && !isRefund) return refunds.getCapture(captureId);
      if (method !== 'POST' || !isRefund) return methodNotSupported();
      const parsed = jsonOf(request, body);
      return 'refusal' in parsed ? parsed.refusal : refunds.refund(request, captureId, parsed.json);
    }

    const orderPath = /^\/v2\/checkout\/orders(?:\/([^/]+))?(\/capture)?$/.exec(pathname);
    if (!orderPath) return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
    const [, orderId, isCapture] = orderPath;
    if (method === 'GET' && orderId && !isCapture) {
      const order = orders.get(orderId);
      return order ? answer(200, order, 'return=representation') : notFound(orderId);
    }
    if (method !== 'POST' || (!orderId && isCapture)) return methodNotSupported();
    const parsed = jsonOf(request, body);
    if ('refusal' in parsed) return parsed.refusal;
    const { json } = parsed;
    if (orderId && isCapture) return capture(request, orderId);
    if (orderId) return methodNotSupported();

    const requestId = request.headers['paypal-request-id'];
    const replay = typeof requestId === 'string' ? answered.get(`create:${requestId}`) : undefined;
    if (replay) return replay;
    const reply = createOrder(request, json);
    if (typeof requestId === 'string' && reply.status === 201) answered.set(`create:${requestId}`, reply);
    return reply;
  }

  const server = createServer((request, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 64 * 1024) chunks.push(chunk);
    });
    request.on('end', () => {
      void route(request, Buffer.concat(chunks).toString('utf8')).then(({ status, body }) => {
        const isScript = typeof body === 'string';
        response.writeHead(status, {
          'content-type': isScript ? 'application/javascript; charset=utf-8' : 'application/json',
          'paypal-debug-id': debugId(),
          // The SDK stand-in calls /sdk/approve from the app's page.
          'access-control-allow-origin': '*',
        });
        response.end(isScript ? body : JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url,
    sdkUrl: `${url}/sdk/js`,
    clientId,
    clientSecret,
    stats,
    order: (id) => orders.get(id),
    approve,
    setCaptureAmount: (value) => {
      captureAmount = value;
    },
    setOutage: (value) => {
      outage = value;
    },
    setCaptureDelay: (ms) => {
      captureDelayMs = ms;
    },
    refundsOf: (captureId) => refunds.refundsOf(captureId),
    refundOutside: (captureId, value) => refunds.refundOutside(captureId, value),
    revokeTokens: () => tokens.clear(),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
