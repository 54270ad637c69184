import type { DriverSlot, ReservationDetails, SlotExtras } from '@livery/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CarsSection } from './details-cars-section';

const mutate = vi.fn();
vi.mock('../api/review-slot-extras', () => ({ useReviewSlotExtras: () => ({ mutate, isPending: false }) }));
vi.mock('../../../lib/session', () => ({
  useSession: () => ({ user: { isAdmin: false, permissions: ['reservations:addAddon'] } }),
}));

/** A car's wait measured 5 minutes at a domestic airport (30 free, $1.25 a minute), dropped off, not yet reviewed. */
const wait: NonNullable<SlotExtras['wait']> = {
  measuredMinutes: 5,
  minutes: 5,
  correction: null,
  pickupKind: 'domestic-airport',
  graceMinutes: 30,
  perMinute: 1.25,
  billedMinutes: 0,
  amount: 0,
  summary: 'Waited 5 min · 30 min free at a domestic airport · nothing to bill',
  line: null,
};

function tripWith(extras: Partial<SlotExtras>): ReservationDetails {
  const slot: DriverSlot = {
    id: 31,
    slot: 1,
    driverId: 4,
    driverName: 'Dora Driver',
    driverShare: 85,
    paidAt: null,
    progress: 'dropped-off',
    times: { acceptedAt: null, onTheWayAt: null, onLocationAt: null, onBoardAt: null, droppedOffAt: null },
    extras: { slotId: 31, waitingMinutes: null, tolls: null, parking: null, state: null, wait, amount: 0, ...extras },
  };
  return {
    id: 12,
    number: 'A12',
    version: 7,
    cars: [{ carId: 1, name: 'Sedan', count: 1, lineAmount: 85, slots: [slot] }],
  } as unknown as ReservationDetails;
}

describe('a car’s wait on the trip’s details (decision 094)', () => {
  beforeEach(() => mutate.mockReset());

  it('shows the measured wait, previews a correction by the domain’s rule, and approves it with the minutes', () => {
    render(<CarsSection reservation={tripWith({})} />);
    expect(screen.getByText('Waited 5 min · 30 min free at a domestic airport · nothing to bill')).toBeTruthy();
    const minutes = screen.getByRole('spinbutton', { name: 'Waited (minutes)' });
    expect((minutes as HTMLInputElement).value).toBe('5');
    fireEvent.change(minutes, { target: { value: '40' } });
    expect(
      screen.getByText('Waited 40 min · 30 min free at a domestic airport · 10 min to bill — $12.50'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve extras' }));
    expect(mutate).toHaveBeenCalledWith({
      id: 12,
      number: 'A12',
      version: 7,
      slotId: 31,
      approve: true,
      waitedMinutes: 40,
    });
  });

  it('sends no minutes when the measure is kept, and refuses a figure that is not whole minutes', () => {
    render(<CarsSection reservation={tripWith({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve extras' }));
    expect(mutate.mock.calls[0]?.[0]).not.toHaveProperty('waitedMinutes');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Waited (minutes)' }), { target: { value: '4.5' } });
    expect(screen.getByText('Whole minutes, 0 to 1440')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Approve extras' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names an approved correction, and offers no review again', () => {
    const corrected = {
      ...wait,
      minutes: 40,
      billedMinutes: 10,
      amount: 12.5,
      summary: 'Waited 40 min · 30 min free at a domestic airport · 10 min to bill',
      correction: { from: 5, to: 40, byId: 2, byName: 'Dan Dispatcher', at: '2031-06-05T15:00:00.000Z' },
      line: { label: 'Wait time, Sedan × 1', explanation: '…' },
    };
    render(<CarsSection reservation={tripWith({ state: 'approved', wait: corrected, amount: 12.5 })} />);
    expect(
      screen.getByText('Waited 40 min · 30 min free at a domestic airport · 10 min to bill — $12.50'),
    ).toBeTruthy();
    expect(screen.getByText('Wait corrected from 5 to 40 min by Dan Dispatcher')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve extras' })).toBeNull();
  });
});
