import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDisplayClock } from '../../../lib/display-clock';
import { createTestQueryClient } from '../../../testing/test-utils';
import { emptyWizardState, type WizardState } from '../wizard/wizard-state';
import { TripSummary } from './trip-summary';

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"dataItems":[]}', { status: 200 }));
});
afterEach(() => {
  vi.restoreAllMocks();
  setDisplayClock({ timeZone: 'America/New_York', timeFormat: '12h' });
});

function stateOf(): WizardState {
  const state = emptyWizardState();
  return {
    ...state,
    trip: {
      ...state.trip,
      pickUpDate: '2026-11-30',
      pickUpTime: '09:30',
      isRoundTrip: true,
      returnDate: '2026-12-02',
      returnTime: '17:45',
    },
  };
}

const detailOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the summary before booking', () => {
  it('reads the pickups as every other screen does: the weekday, year-month-day, the business’s 12-hour clock', () => {
    setDisplayClock({ timeZone: 'America/New_York', timeFormat: '12h' });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <TripSummary state={stateOf()} showCustomer={false} />
      </QueryClientProvider>,
    );
    expect(detailOf('Pickup time')).toBe('Mon 2026-11-30 9:30 AM');
    expect(detailOf('Return pickup time')).toBe('Wed 2026-12-02 5:45 PM');
  });

  it('and on the 24-hour clock when the business chose it', () => {
    setDisplayClock({ timeZone: 'America/New_York', timeFormat: '24h' });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <TripSummary state={stateOf()} showCustomer={false} />
      </QueryClientProvider>,
    );
    expect(detailOf('Pickup time')).toBe('Mon 2026-11-30 09:30');
  });
});
