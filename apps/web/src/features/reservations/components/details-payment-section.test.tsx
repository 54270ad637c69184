import type { ReservationDetails } from '@livery/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentSection } from './details-payment-section';

/** What the section reads of a trip priced $85 with a driver's approved tolls of $12 (an addon line of its own). */
const TRIP = {
  status: 'completed',
  amount: 97,
  paidAmount: 0,
  balanceDue: 97,
  paymentType: 'unpaid',
  transactionId: null,
  paypalCustomerId: null,
  priceBreakdown: {
    lines: [
      { kind: 'car', label: 'Sedan × 1', amount: 85, explanation: '16.1 mi, 1 car' },
      { kind: 'addon', label: 'Tolls', amount: 12, explanation: '$12.00' },
    ],
    total: 97,
    totalBeforeAddons: 85,
  },
  addons: [{ id: 7, addonId: null, name: 'Tolls', amount: 12, percentage: null, lineAmount: 12 }],
  payments: [],
  refunds: [],
} as unknown as ReservationDetails;

describe('the details’ price and payment', () => {
  it('lists an approved extra once, under Addons, not again among the price lines (issue 38)', () => {
    render(<PaymentSection reservation={TRIP} onDeleteAddon={() => {}} />);
    const lines = screen.getByRole('list', { name: 'Price lines' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lines).getByText('Sedan × 1')).toBeTruthy();
    expect(within(lines).queryByText(/Tolls/)).toBeNull();
    const addons = screen.getByRole('list', { name: 'Addons' });
    expect(within(addons).getByText(/Tolls/).textContent).toContain('$12.00');
    expect(within(addons).getByRole('button', { name: 'Remove addon Tolls' })).toBeTruthy();
    expect(screen.getAllByText(/Tolls/)).toHaveLength(1);
  });

  it('keeps every line of a breakdown whose addons are not listed', () => {
    render(<PaymentSection reservation={{ ...TRIP, addons: [] }} />);
    expect(within(screen.getByRole('list', { name: 'Price lines' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
