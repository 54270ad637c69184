import type { IncomingMessage } from 'node:http';
import {
  centsOf,
  idOf,
  invalidRequest,
  isoNow,
  resourceNotFound,
  unprocessable,
  valueOf,
  type Reply,
} from './replies.js';

/**
 * The local PayPal's Payments v2 (decision 043): `GET /v2/payments/captures/{id}` and
 * `POST /v2/payments/captures/{id}/refund`, as PayPal answers them. It keeps what was refunded of each capture and
 * refuses more than is left with PayPal's 422s (REFUND_AMOUNT_EXCEEDED, CAPTURE_FULLY_REFUNDED); an empty body
 * refunds what is left; the same `PayPal-Request-Id` answers the same refund again and refunds nothing more.
 */
export interface RefundableCapture {
  id: string;
  status: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: { currency_code: string; value: string };
  final_capture: boolean;
  custom_id?: string;
  create_time: string;
  update_time: string;
}

export interface FakeRefund {
  id: string;
  captureId: string;
  status: 'COMPLETED';
  amount: { currency_code: string; value: string };
  noteToPayer?: string;
  /** Made through the API (false: "in PayPal's dashboard", by `refundOutside`). */
  throughApi: boolean;
  createTime: string;
}

export interface FakeRefunds {
  getCapture(captureId: string): Reply;
  refund(request: IncomingMessage, captureId: string, json: Record<string, unknown>): Reply;
  /** The refunds made of a capture, oldest first. */
  refundsOf(captureId: string): FakeRefund[];
  /** A refund made in PayPal's dashboard, which the API's caller does not know of. */
  refundOutside(captureId: string, value: string): FakeRefund;
}

export function fakeRefunds(options: {
  findCapture: (id: string) => RefundableCapture | undefined;
  url: () => string;
  /** The stand-in's counters, counted here. */
  stats: { refundRequests: number; refunds: number };
}): FakeRefunds {
  const refunds: FakeRefund[] = [];
  const answered = new Map<string, Reply>();
  const { stats } = options;

  const refundsOf = (captureId: string) => refunds.filter((r) => r.captureId === captureId);
  const refundedCents = (captureId: string) =>
    refundsOf(captureId).reduce((cents, r) => cents + centsOf(r.amount.value), 0);
  const captureLinks = (capture: RefundableCapture) => [
    { href: `${options.url()}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
    { href: `${options.url()}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
  ];

  function record(capture: RefundableCapture, cents: number, throughApi: boolean, note?: string): FakeRefund {
    const refund: FakeRefund = {
      id: idOf(17),
      captureId: capture.id,
      status: 'COMPLETED',
      amount: { currency_code: capture.amount.currency_code, value: valueOf(cents) },
      ...(note ? { noteToPayer: note } : {}),
      throughApi,
      createTime: isoNow(),
    };
    refunds.push(refund);
    stats.refunds += 1;
    capture.status = refundedCents(capture.id) >= centsOf(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.update_time = refund.createTime;
    return refund;
  }

  const representation = (refund: FakeRefund) => ({
    id: refund.id,
    amount: refund.amount,
    status: refund.status,
    ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer } : {}),
    seller_payable_breakdown: {
      gross_amount: refund.amount,
      net_amount: refund.amount,
      total_refunded_amount: {
        currency_code: refund.amount.currency_code,
        value: valueOf(refundedCents(refund.captureId)),
      },
    },
    create_time: refund.createTime,
    update_time: refund.createTime,
    links: [
      { href: `${options.url()}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${options.url()}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
    ],
  });

  /** The amount asked for, checked as PayPal does; a `Reply` is the refusal, null an empty body. */
  function amountOf(json: Record<string, unknown>): { currency: string; cents: number } | Reply | null {
    const amount = json['amount'];
    if (amount === undefined) return null;
    if (!amount || typeof amount !== 'object')
      return invalidRequest('/amount', 'INVALID_PARAMETER_SYNTAX', 'Expected an object.');
    const currency = (amount as Record<string, unknown>)['currency_code'];
    const value = (amount as Record<string, unknown>)['value'];
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      return invalidRequest('/amount/currency_code', 'INVALID_PARAMETER_VALUE', 'Currency code is invalid.', currency);
    if (typeof value !== 'string' || !/^\d{1,10}(\.\d+)?$/.test(value))
      return invalidRequest('/amount/value', 'INVALID_PARAMETER_SYNTAX', 'The value must be a decimal string.', value);
    if (!/^\d+(\.\d{1,2})?$/.test(value))
      return invalidRequest('/amount/value', 'DECIMAL_PRECISION', 'USD supports two decimal places.', value);
    if (centsOf(value) <= 0) return unprocessable('AMOUNT_NOT_POSITIVE', 'The amount must be greater than zero.');
    return { currency, cents: centsOf(value) };
  }

  return {
    refundsOf,
    getCapture(captureId) {
      const capture = options.findCapture(captureId);
      if (!capture) return resourceNotFound('capture_id', captureId);
      return { status: 200, body: { ...capture, links: captureLinks(capture) } };
    },
    refund(request, captureId, json) {
      stats.refundRequests += 1;
      const requestId = request.headers['paypal-request-id'];
      const replay = typeof requestId === 'string' ? answered.get(requestId) : undefined;
      if (replay) return replay;
      const capture = options.findCapture(captureId);
      if (!capture) return resourceNotFound('capture_id', captureId);
      const asked = amountOf(json);
      if (asked && 'status' in asked) return asked;
      const left = centsOf(capture.amount.value) - refundedCents(capture.id);
      if (left <= 0) return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
      if (asked && asked.currency !== capture.amount.currency_code)
        return unprocessable('REFUND_CAPTURE_CURRENCY_MISMATCH', 'Refund must be in the same currency as the capture.');
      if (asked && asked.cents > left)
        return unprocessable(
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        );
      const note = typeof json['note_to_payer'] === 'string' ? json['note_to_payer'] : undefined;
      const refund = record(capture, asked?.cents ?? left, true, note);
      const prefer = String(request.headers.prefer ?? '');
      const reply: Reply = {
        status: 201,
        body: /return=representation/.test(prefer)
          ? representation(refund)
          : { id: refund.id, status: refund.status, links: representation(refund).links },
      };
      if (typeof requestId === 'string') answered.set(requestId, reply);
      return reply;
    },
    refundOutside(captureId, value) {
      const capture = options.findCapture(captureId);
      if (!capture) throw new Error(`PayPal knows no capture ${captureId}`);
      if (centsOf(value) > centsOf(capture.amount.value) - refundedCents(captureId))
        throw new Error(`Capture ${captureId} has less than ${value} left to refund`);
      return record(capture, centsOf(value), false);
    },
  };
}
