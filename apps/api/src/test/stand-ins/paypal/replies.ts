import { randomBytes } from 'node:crypto';

/** What the local PayPal (`server.ts`) answers, and the error bodies PayPal's REST APIs use. */
export type Reply = { status: number; body: unknown };

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const PAYER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const idOf = (length: number, alphabet = ALPHANUMERIC) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
export const debugId = () => randomBytes(7).toString('hex').slice(0, 13);
export const isoNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** PayPal's REST error body: `{name, message, details[{field, value, location, issue, description}], debug_id}`. */
export function paypalError(status: number, name: string, message: string, details: object[] = []): Reply {
  return { status, body: { name, message, details, debug_id: debugId() } };
}
export const invalidRequest = (field: string, issue: string, description: string, value?: unknown) =>
  paypalError(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', [
    { field, ...(value === undefined ? {} : { value: String(value) }), location: 'body', issue, description },
  ]);
export const unprocessable = (issue: string, description: string) =>
  paypalError(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    [{ issue, description }],
  );
/** An unknown id in the path (`order_id`, `capture_id`). */
export const resourceNotFound = (field: string, id: string) =>
  paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
    {
      field,
      value: id,
      location: 'path',
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ]);

/** "12.34" → 1234: the fake's amounts are checked strings of two decimals at most. */
export const centsOf = (value: string) => {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
export const valueOf = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
