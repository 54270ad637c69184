import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDate, dateRangeErrors, isDiscountCodeApplicable, isIsoDate } from '../index.js';
import {
  AMOUNT_OR_PERCENTAGE,
  createAddonSchema,
  createCarSchema,
  createDiscountCodeSchema,
  createSurgeSchema,
  discountCodeInputSchema,
  discountCodeListQuerySchema,
  surgeInputSchema,
} from '../index.js';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/** Any real calendar date 2000–2099 as YYYY-MM-DD. */
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('amount or percentage (addons, discount codes, surges)', () => {
  it('needs one of them, and says so under both fields', () => {
    const result = createAddonSchema.safeParse({ name: 'Child seat' });
    expect(fieldErrors(result)).toEqual({ amount: AMOUNT_OR_PERCENTAGE, percentage: AMOUNT_OR_PERCENTAGE });
    expect(createAddonSchema.safeParse({ name: 'Child seat', amount: 15 }).success).toBe(true);
    expect(createAddonSchema.safeParse({ name: 'Child seat', percentage: 10 }).success).toBe(true);
    expect(createAddonSchema.safeParse({ name: 'Child seat', percentage: 0, amount: null }).success).toBe(true);
  });

  it('keeps percentages 0–100 and amounts ≥ 0 with at most 2 decimals', () => {
    const errors = (body: object) => fieldErrors(createAddonSchema.safeParse({ name: 'X', ...body }));
    expect(errors({ percentage: 101 })).toEqual({ percentage: 'Percentage must be between 0 and 100' });
    expect(errors({ percentage: -1 })).toEqual({ percentage: 'Percentage must be between 0 and 100' });
    expect(errors({ amount: -0.01 })).toEqual({ amount: 'Amount must be 0 or more' });
    expect(errors({ amount: 1.005 })).toEqual({ amount: 'Amount must have at most 2 decimals' });
    expect(errors({ amount: 0.1 + 0.2 })).toEqual({ amount: 'Amount must have at most 2 decimals' });
    expect(errors({ amount: '12' })).toEqual({ amount: 'Amount must be a number' });
    expect(errors({ amount: 1234.5, percentage: 12.25 })).toEqual({});
  });

  it('accepts every two-decimal amount from 0 up (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        const amount = Number(`${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
        expect(createAddonSchema.safeParse({ name: 'X', amount }).success).toBe(true);
      }),
    );
  });
});

describe('From / To (surges, discount codes)', () => {
  const surge = (from: string | null, to: string | null, today?: string) =>
    fieldErrors(surgeInputSchema(today).safeParse({ name: 'Storm', from, to, amount: 10 }));

  it('requires both dates and accepts dates only, never times', () => {
    expect(surge(null, null)).toEqual({ from: 'From is required', to: 'To is required' });
    expect(surge('2026-05-01T10:00:00Z', '2026-05-02')).toEqual({ from: 'From must be a date (YYYY-MM-DD)' });
    expect(surge('2026-02-30', '2026-03-02')).toEqual({ from: 'From must be a date (YYYY-MM-DD)' });
    expect(surge('2026-05-01', '2026-05-01')).toEqual({});
  });

  it('refuses From after To on both fields', () => {
    expect(surge('2026-05-02', '2026-05-01')).toEqual({
      from: 'From must not be after To',
      to: 'To must not be before From',
    });
  });

  it('allows To only from today on when From is empty', () => {
    expect(dateRangeErrors({ to: '2026-05-01' }, '2026-05-02').to).toBe('To must be today or later');
    expect(dateRangeErrors({ to: '2026-05-02' }, '2026-05-02').to).toBeUndefined();
    expect(surge(null, '2026-05-01', '2026-05-02')).toEqual({
      from: 'From is required',
      to: 'To must be today or later',
    });
  });

  it('orders any two dates correctly (property)', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        expect(createSurgeSchema.safeParse({ name: 'S', from, to, percentage: 5 }).success).toBe(true);
        const body = { code: 'X1', type: 'general', from, to, amount: 5 };
        expect(createDiscountCodeSchema.safeParse(body).success).toBe(true);
        if (from !== to) {
          const reversed = fieldErrors(createSurgeSchema.safeParse({ name: 'S', from: to, to: from, percentage: 5 }));
          expect(reversed).toEqual({ from: 'From must not be after To', to: 'To must not be before From' });
        }
      }),
    );
  });

  it('never lets To before today through without a From (property)', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (to, today) => {
        const errors = dateRangeErrors({ from: null, to }, today);
        expect(errors.to === 'To must be today or later').toBe(to < today);
      }),
    );
  });
});

describe('business date (time zone)', () => {
  it('keeps 23:30 local on the last day in that day', () => {
    // 2026-03-31 23:30 in New York (EDT, UTC−4) is 2026-04-01 03:30 UTC.
    const instant = new Date('2026-04-01T03:30:00Z');
    expect(businessDate(instant, 'America/New_York')).toBe('2026-03-31');
    expect(businessDate(instant, 'UTC')).toBe('2026-04-01');
    const code = { type: 'general' as const, from: '2026-03-01', to: '2026-03-31', isActive: true };
    expect(
      isDiscountCodeApplicable(code, { isRoundTrip: false, date: businessDate(instant, 'America/New_York') }),
    ).toBe(true);
    // Winter time (EST, UTC−5): 23:30 on 2026-12-31 is 04:30 UTC the next day.
    expect(businessDate(new Date('2027-01-01T04:30:00Z'), 'America/New_York')).toBe('2026-12-31');
  });

  it('matches the wall clock of the zone for any instant (property)', () => {
    const zones = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Asia/Tokyo', 'Pacific/Kiritimati'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const date = businessDate(instant, zone);
          expect(isIsoDate(date)).toBe(true);
          const wall = new Date(instant.toLocaleString('en-US', { timeZone: zone }));
          const expected = `${wall.getFullYear()}-${String(wall.getMonth() + 1).padStart(2, '0')}-${String(wall.getDate()).padStart(2, '0')}`;
          expect(date).toBe(expected);
        },
      ),
    );
  });

  it('treats 23:59 local on the last day as within a code, 00:00 the next day as outside (property)', () => {
    fc.assert(
      fc.property(isoDate, (last) => {
        const code = { type: 'general' as const, from: '2000-01-01', to: last, isActive: true };
        expect(isDiscountCodeApplicable(code, { isRoundTrip: false, date: last })).toBe(true);
        const next = new Date(`${last}T12:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        expect(isDiscountCodeApplicable(code, { isRoundTrip: false, date: next.toISOString().slice(0, 10) })).toBe(
          false,
        );
      }),
    );
  });
});

describe('cars', () => {
  const valid = {
    name: 'Sedan',
    toAdd: 25,
    toMultiply: 3.5,
    minimumRate: 85,
    quantity: 4,
    maxBags: 3,
    maxPassenger: 3,
  };
  it('requires every number; money ≥ 0, counts whole ≥ 1', () => {
    expect(createCarSchema.safeParse(valid).success).toBe(true);
    expect(fieldErrors(createCarSchema.safeParse({ name: 'Sedan' }))).toMatchObject({
      toAdd: 'To Add is required',
      quantity: 'Number of Cars is required',
      maxPassenger: 'Number of passengers is required',
    });
    expect(fieldErrors(createCarSchema.safeParse({ ...valid, quantity: 0, maxBags: 1.5, toAdd: -1 }))).toEqual({
      quantity: 'Number of Cars must be at least 1',
      maxBags: 'Number of bags must be a whole number',
      toAdd: 'To Add must be 0 or more',
    });
    expect(fieldErrors(createCarSchema.safeParse({ ...valid, minimumRate: 'abc' }))).toEqual({
      minimumRate: 'Minimum Rate must be a number',
    });
  });
});

describe('discount codes', () => {
  const base = { code: 'SPRING', from: '2026-03-01', to: '2026-05-31', percentage: 10 };
  it('requires a type, general or round trip', () => {
    expect(fieldErrors(discountCodeInputSchema().safeParse(base))).toEqual({
      type: 'Type is required (general or round trip)',
    });
    expect(discountCodeInputSchema().safeParse({ ...base, type: 'round trip' }).success).toBe(true);
  });

  it('applies round-trip codes to round trips only, and only while active and in dates', () => {
    const code = { type: 'round trip' as const, from: '2026-03-01', to: '2026-05-31', isActive: true };
    expect(isDiscountCodeApplicable(code, { isRoundTrip: true, date: '2026-03-01' })).toBe(true);
    expect(isDiscountCodeApplicable(code, { isRoundTrip: false, date: '2026-03-01' })).toBe(false);
    expect(isDiscountCodeApplicable(code, { isRoundTrip: true, date: '2026-06-01' })).toBe(false);
    expect(isDiscountCodeApplicable({ ...code, isActive: false }, { isRoundTrip: true, date: '2026-04-01' })).toBe(
      false,
    );
  });

  it('filters by comma-separated types and rejects unknown ones', () => {
    expect(discountCodeListQuerySchema.parse({ type: 'general,round trip' }).type).toEqual(['general', 'round trip']);
    expect(discountCodeListQuerySchema.safeParse({ type: 'vip' }).success).toBe(false);
    expect(discountCodeListQuerySchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});

describe('every rule on the first submit', () => {
  it('reports the date-order and amount rules together with a missing code', () => {
    const result = discountCodeInputSchema('2026-01-01').safeParse({
      code: '',
      type: 'general',
      from: '2030-05-02',
      to: '2030-05-01',
      amount: null,
      percentage: null,
      isActive: true,
    });
    expect(result.success).toBe(false);
    const paths = new Set(result.error!.issues.map((issue) => issue.path.join('.')));
    expect([...paths].sort()).toEqual(['amount', 'code', 'from', 'percentage', 'to']);
  });
});
