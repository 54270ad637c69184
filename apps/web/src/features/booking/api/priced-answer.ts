import type { Quote } from '@livery/domain';
import { ApiRequestError, isErrorBody } from '../../../lib/api-error';

/** What a call that prices the trip again answers: done, or the price changed since the person saw it. */
export type PricedAnswer<T> = { kind: 'done'; data: T } | { kind: 'price-changed'; quote: Quote };

const isQuote = (value: unknown): value is Quote =>
  typeof value === 'object' && value !== null && 'legs' in value && 'total' in value;

const UNREADABLE = 'The server sent a response that could not be read.';

/**
 * Reads the answer of a booking, an update or a PayPal order: a 409 carrying a quote is the price having changed
 * (the new breakdown to confirm); any other refusal throws `ApiRequestError` (a 400's fields, a 403's reason).
 */
export function pricedAnswer<T>(body: { data: T } | { error: unknown; data?: unknown }): PricedAnswer<T> {
  if (!('error' in body)) return { kind: 'done', data: body.data };
  if (!isErrorBody(body)) throw new ApiRequestError({ code: 'INTERNAL', message: UNREADABLE });
  const data = 'data' in body ? body.data : undefined;
  if (body.error.code === 'CONFLICT' && isQuote(data)) return { kind: 'price-changed', quote: data };
  throw new ApiRequestError(body.error);
}
