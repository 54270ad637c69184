import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CANCEL_MESSAGES,
  customerCancelDeadline,
  customerCancelRefusal,
  customerRefund,
  customerRefundCents,
  customerRefundPlan,
} from './customer-trip-rules.js';

const policy = { cancelCutoffHours: 24, officeNumber: '+1 212 555 0100' };
const pickUpAt = new Date('2031-06-05T18:00:00Z');
const hoursBefore = (h: number) => new Date(pickUpAt.getTime() - h * 3_600_000);

describe('customerCancelRefusal', () => {
  it('lets a booked trip be cancelled up to the cut-off, at exactly the cut-off too, and not a second later', () => {
    for (const status of ['created', 'unpaid', 'viewed', 'assigned']) {
      expect(customerCancelRefusal({ status, pickUpAt }, hoursBefore(48), policy)).toBeNull();
    }
    expect(customerCancelRefusal({ status: 'created', pickUpAt }, hoursBefore(24), policy)).toBeNull();
    const late = customerCancelRefusal(
      { status: 'created', pickUpAt },
      new Date(hoursBefore(24).getTime() + 1000),
      policy,
    );
    expect(late).toEqual({ kind: 'cutoff', message: CUSTOMER_CANCEL_MESSAGES.cutoff(24, policy.officeNumber) });
    expect(late?.message).toContain('+1 212 555 0100');
    expect(late?.message).toContain('24 hours before pickup');
  });

  it('reads the pickup as ISO text as well as a Date', () => {
    expect(
      customerCancelRefusal({ status: 'created', pickUpAt: pickUpAt.toISOString() }, hoursBefore(25), policy),
    ).toBeNull();
  });

  it('with a cut-off of 0 allows it until the pickup, then says the pickup has come', () => {
    const none = { ...policy, cancelCutoffHours: 0 };
    expect(customerCancelRefusal({ status: 'created', pickUpAt }, pickUpAt, none)).toBeNull();
    const after = customerCancelRefusal({ status: 'created', pickUpAt }, hoursBefore(-1), none);
    expect(after?.kind).toBe('cutoff');
    expect(after?.message).toMatch(/pickup time has come.*\+1 212 555 0100/);
    expect(CUSTOMER_CANCEL_MESSAGES.cutoff(1, 'x')).toContain('1 hour before');
  });

  it('refuses by status whatever the time: cancelled, completed, duplicate, a draft', () => {
    const early = hoursBefore(100);
    expect(customerCancelRefusal({ status: 'cancelled', pickUpAt }, early, policy)).toEqual({
      kind: 'status',
      message: CUSTOMER_CANCEL_MESSAGES.already,
    });
    for (const [status, word] of [
      ['completed', 'This trip is completed:'],
      ['duplicate', 'This trip is cancelled (booked twice):'],
    ] as const) {
      const refusal = customerCancelRefusal({ status, pickUpAt }, early, policy);
      expect(refusal?.kind).toBe('status');
      // The customer's word for the status, never its key (issue 38, item 17).
      expect(refusal?.message).toContain(word);
      expect(refusal?.message).toContain(policy.officeNumber);
    }
    expect(customerCancelRefusal({ status: 'draft', pickUpAt: null }, early, policy)?.kind).toBe('status');
    expect(customerCancelRefusal({ status: 'toString', pickUpAt }, early, policy)?.kind).toBe('status');
  });

  it('refuses a booked trip without a pickup time (the office knows when it is)', () => {
    expect(customerCancelRefusal({ status: 'created', pickUpAt: null }, hoursBefore(100), policy)?.kind).toBe('cutoff');
  });

  it('names the deadline: the pickup less the cut-off', () => {
    expect(customerCancelDeadline(pickUpAt, 24)).toEqual(hoursBefore(24));
    expect(customerCancelDeadline(pickUpAt.toISOString(), 0)).toEqual(pickUpAt);
  });
});

describe('customerRefundCents', () => {
  it('refunds everything without a fee and nothing with a fee of 100 %', () => {
    expect(customerRefundCents(12_345, 0)).toBe(12_345);
    expect(customerRefundCents(12_345, 100)).toBe(0);
    expect(customerRefundCents(0, 10)).toBe(0);
  });

  it('keeps the fee of what was paid, to the cent, rounded half up', () => {
    expect(customerRefundCents(10_000, 10)).toBe(9_000);
    expect(customerRefundCents(10_000, 12.5)).toBe(8_750);
    // 15 % of $123.45 is $18.5175 → $18.52 kept, $104.93 back.
    expect(customerRefundCents(12_345, 15)).toBe(10_493);
    // 0.5 % of $1.00 is half a cent → a cent kept.
    expect(customerRefundCents(100, 0.5)).toBe(99);
    expect(customerRefund(154.75, 10)).toBe(139.27);
  });
});

describe('customerRefundPlan', () => {
  it('refunds every online payment of the leg the same way: the fee once on their sum, drawn oldest first', () => {
    // Issue 38: $100 paid at booking, $20 more from the trip page after a change; a 10% fee.
    const plan = customerRefundPlan(
      [
        { captureId: 'BOOKING', leftCents: 10_000 },
        { captureId: 'DUE', leftCents: 2_000 },
      ],
      10,
    );
    expect(plan).toEqual({
      paidCents: 12_000,
      refundCents: 10_800,
      feeCents: 1_200,
      parts: [
        { captureId: 'BOOKING', cents: 10_000 },
        { captureId: 'DUE', cents: 800 },
      ],
    });
  });

  it('refunds all of each payment without a fee, nothing with a fee of 100, and skips what is already refunded', () => {
    const payments = [
      { captureId: 'A', leftCents: 5_000 },
      { captureId: 'B', leftCents: 0 },
      { captureId: 'C', leftCents: 1_234 },
    ];
    expect(customerRefundPlan(payments, 0).parts).toEqual([
      { captureId: 'A', cents: 5_000 },
      { captureId: 'C', cents: 1_234 },
    ]);
    expect(customerRefundPlan(payments, 100)).toMatchObject({ refundCents: 0, feeCents: 6_234, parts: [] });
    expect(customerRefundPlan([], 10)).toEqual({ paidCents: 0, refundCents: 0, feeCents: 0, parts: [] });
    // One payment: the same refund as the single-payment rule, to the cent.
    expect(customerRefundPlan([{ captureId: 'A', leftCents: 9_999 }], 12.5).refundCents).toBe(
      customerRefundCents(9_999, 12.5),
    );
  });
});
