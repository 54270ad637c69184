import { describe, expect, it } from 'vitest';
import {
  balanceDue,
  balanceDueCents,
  overpaidCents,
  RECORD_PAYMENT_MESSAGES,
  paymentRefusal,
  paymentStatusRefusal,
  paymentTypeAfter,
  statusAfterPayment,
} from './payment-rules.js';
import { mayAct, mayMoveTo } from './reservation-rules.js';
import { PAYMENT_METHODS, recordPaymentSchemaFor } from './schemas/payments.js';
import { RESERVATION_STATUSES } from './statuses.js';

const leg = (status: string, amount: number | null, paidAmount: number) => ({ status, amount, paidAmount });

describe('the balance due (decision 051)', () => {
  it('is the amount with addons less what was paid and not refunded', () => {
    expect(balanceDueCents(leg('unpaid', 121, 0))).toBe(12_100);
    expect(balanceDueCents(leg('created', 121, 100))).toBe(2_100);
    expect(balanceDue(leg('assigned', 100.1, 0.2))).toBe(99.9);
    expect(balanceDue(leg('completed', 100, 100))).toBe(0);
  });

  it('is never below 0: what was paid over the price is for the office to give back', () => {
    expect(balanceDueCents(leg('viewed', 80, 100))).toBe(0);
    expect(overpaidCents(leg('viewed', 80, 100))).toBe(2_000);
    expect(overpaidCents(leg('viewed', 100, 80))).toBe(0);
  });

  it('is 0 for a trip that is not booked or has left the books', () => {
    for (const status of ['draft', 'cancelled', 'duplicate', 'not-a-status'])
      expect(balanceDueCents(leg(status, 100, 0)), status).toBe(0);
    expect(balanceDueCents(leg('unpaid', null, 0))).toBe(0);
  });
});

describe('paymentRefusal', () => {
  it('refuses a draft, a cancelled and a duplicate trip by status, naming it', () => {
    expect(paymentRefusal(leg('draft', 100, 0), 10)).toEqual({
      kind: 'status',
      message: RECORD_PAYMENT_MESSAGES.draft,
    });
    for (const status of ['cancelled', 'duplicate'])
      expect(paymentRefusal(leg(status, 100, 0), 10)).toEqual({
        kind: 'status',
        message: RECORD_PAYMENT_MESSAGES.offTheBooks(status),
      });
  });

  it('takes a payment on every booked status, completed ones too, up to the balance due', () => {
    for (const status of ['created', 'unpaid', 'viewed', 'assigned', 'completed']) {
      expect(paymentStatusRefusal(status), status).toBeNull();
      expect(paymentRefusal(leg(status, 100, 40), 60), status).toBeNull();
      expect(paymentRefusal(leg(status, 100, 40), 0.01), status).toBeNull();
    }
  });

  it('refuses an amount of 0 or less, with more than cents, or over the balance due', () => {
    const trip = leg('unpaid', 100, 40);
    expect(paymentRefusal(trip, 0)).toEqual({ kind: 'amount', message: RECORD_PAYMENT_MESSAGES.notMoreThanZero });
    expect(paymentRefusal(trip, -5)).toEqual({ kind: 'amount', message: RECORD_PAYMENT_MESSAGES.notMoreThanZero });
    expect(paymentRefusal(trip, Number.NaN)).toEqual({
      kind: 'amount',
      message: RECORD_PAYMENT_MESSAGES.notMoreThanZero,
    });
    expect(paymentRefusal(trip, 10.001)).toEqual({ kind: 'amount', message: RECORD_PAYMENT_MESSAGES.cents });
    expect(paymentRefusal(trip, 60.01)).toEqual({ kind: 'amount', message: RECORD_PAYMENT_MESSAGES.moreThanDue(60) });
    expect(paymentRefusal(leg('created', 100, 100), 1)).toEqual({
      kind: 'amount',
      message: RECORD_PAYMENT_MESSAGES.nothingDue,
    });
  });

  it('compares in cents: 0.1 + 0.2 is 0.3', () => {
    expect(paymentRefusal(leg('unpaid', 0.3, 0.1), 0.2)).toBeNull();
  });
});

describe('the status after a payment', () => {
  it('books an unpaid trip paid in full (DESIGN §5 allows unpaid → created), and leaves any other status', () => {
    expect(mayMoveTo('unpaid', 'created')).toBe(true);
    expect(statusAfterPayment('unpaid', 0)).toBe('created');
    expect(statusAfterPayment('unpaid', 1)).toBe('unpaid');
    for (const status of RESERVATION_STATUSES.filter((s) => s !== 'unpaid'))
      expect(statusAfterPayment(status, 0)).toBe(status);
  });
});

describe('the payment type after a payment (issue 38)', () => {
  it('is the method that paid an unpaid trip, stays it for more of the same, and is mixed once another pays', () => {
    for (const method of PAYMENT_METHODS) {
      expect(paymentTypeAfter('unpaid', method)).toBe(method);
      expect(paymentTypeAfter(null, method)).toBe(method);
      expect(paymentTypeAfter(method, method)).toBe(method);
      for (const other of PAYMENT_METHODS.filter((m) => m !== method))
        expect(paymentTypeAfter(method, other)).toBe('mixed');
      expect(paymentTypeAfter('mixed', method)).toBe('mixed');
    }
  });
});

describe('mayAct: Record payment', () => {
  const NOW = new Date('2031-05-04T12:00:00Z');
  const recorder = { id: 1, isAdmin: false, permissions: ['reservations:record-payment'] };
  const target = (status: string, balance: number | undefined) => ({
    status,
    pickUpAt: '2031-05-10T12:00:00Z',
    ...(balance === undefined ? {} : { balanceDue: balance }),
  });

  it('is offered with the permission while something is due on a booked trip', () => {
    expect(mayAct('recordPayment', target('unpaid', 10), recorder, NOW)).toBe(true);
    expect(mayAct('recordPayment', target('completed', 10), recorder, NOW)).toBe(true);
    expect(mayAct('recordPayment', target('unpaid', 0), recorder, NOW)).toBe(false);
    expect(mayAct('recordPayment', target('unpaid', undefined), recorder, NOW)).toBe(false);
    for (const status of ['draft', 'cancelled', 'duplicate'])
      expect(mayAct('recordPayment', target(status, 10), recorder, NOW), status).toBe(false);
    const owner = { id: 7, isAdmin: false, permissions: [] };
    expect(mayAct('recordPayment', { ...target('unpaid', 10), customerId: 7 }, owner, NOW)).toBe(false);
  });
});

describe('the record payment form’s schema', () => {
  const body = { method: 'cash', amount: 25, paidOn: '2031-05-04', version: 3 };

  it('takes a recorded method, an amount more than 0, a date and an optional reference', () => {
    expect(recordPaymentSchemaFor().parse({ ...body, reference: '  1042 ' })).toEqual({ ...body, reference: '1042' });
    expect(recordPaymentSchemaFor().parse({ ...body, reference: '' })).toEqual({ ...body, reference: undefined });
    const refused = (value: object) => recordPaymentSchemaFor().safeParse({ ...body, ...value }).success;
    expect(refused({ method: 'paypal' })).toBe(false);
    expect(refused({ amount: 0 })).toBe(false);
    expect(refused({ amount: 1.005 })).toBe(false);
    expect(refused({ paidOn: '2031-02-30' })).toBe(false);
    expect(refused({ reference: 'x'.repeat(201) })).toBe(false);
    expect(refused({ reference: 'a\u0000b' })).toBe(false);
    expect(refused({ extra: true })).toBe(false);
  });

  it('with the dialog’s limits, refuses a date after today and more than the balance due', () => {
    const schema = recordPaymentSchemaFor({ today: '2031-05-04', balanceDue: 25 });
    expect(schema.safeParse(body).success).toBe(true);
    const tomorrow = schema.safeParse({ ...body, paidOn: '2031-05-05' });
    expect(tomorrow.error?.issues[0]?.message).toBe(RECORD_PAYMENT_MESSAGES.futureDate);
    const over = schema.safeParse({ ...body, amount: 25.01 });
    expect(over.error?.issues[0]?.message).toBe(RECORD_PAYMENT_MESSAGES.moreThanDue(25));
  });
});
