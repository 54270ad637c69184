import type { AddressSuggestion } from '@livery/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, createTestQueryClient, signInAs } from '../../../testing/test-utils';
import { emptyLocation, emptyWizardState, type LocationDraft, type WizardState } from '../wizard/wizard-state';
import { locationOf, PlaceInput } from './place-input';

const TERMINAL: AddressSuggestion = {
  kind: 'terminal',
  name: 'JFK Terminal 4',
  address: 'JFK Terminal 4, John F. Kennedy International Airport (JFK)',
  placeId: 21,
  airportId: 1,
  savedId: null,
  precision: 'place',
};
const SAVED: AddressSuggestion = {
  kind: 'saved',
  name: 'Home',
  address: '12 Oak St, Austin, TX 78701',
  placeId: null,
  airportId: null,
  savedId: 9,
  precision: 'geocoder',
};

afterEach(() => vi.restoreAllMocks());

function serve() {
  const urls: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    const body = url.pathname.endsWith('/places/suggestions')
      ? { dataItems: [TERMINAL, SAVED], count: 2 }
      : { error: { code: 'NOT_FOUND', message: 'Not here' } };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

/** The drop-off field inside the wizard's form, the customer chosen in step 3 already set. */
function DropOff({ customerId, onChange }: { customerId: number | null; onChange: (value: LocationDraft) => void }) {
  const state = emptyWizardState();
  state.customer.customerId = customerId;
  const form = useForm<WizardState>({ defaultValues: state });
  const [value, setValue] = useState(emptyLocation);
  const change = (next: LocationDraft) => {
    setValue(next);
    onChange(next);
  };
  return (
    <FormProvider {...form}>
      <PlaceInput label="Drop-off address" name="trip.dropOff" value={value} onChange={change} />
    </FormProvider>
  );
}

const renderDropOff = (customerId: number | null, onChange: (value: LocationDraft) => void = () => undefined) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <DropOff customerId={customerId} onChange={onChange} />
    </QueryClientProvider>,
  );

describe('the wizard’s address field', () => {
  it('keeps a chosen terminal as an airport place, and a saved address as its text', () => {
    expect(locationOf(TERMINAL)).toEqual({
      placeId: 21,
      address: 'JFK Terminal 4, John F. Kennedy International Airport (JFK)',
      airportId: 1,
      isAirport: true,
    });
    expect(locationOf(SAVED)).toEqual({
      placeId: null,
      address: '12 Oak St, Austin, TX 78701',
      airportId: null,
      isAirport: false,
    });
  });

  it('suggests the chosen customer’s saved addresses to staff, and a choice sets address and place', async () => {
    const urls = serve();
    signInAs(buildUser({ permissions: ['reservations:create', 'reservations:search-user'] }));
    const onChange = vi.fn();
    renderDropOff(5, onChange);
    fireEvent.change(screen.getByRole('combobox', { name: /Drop-off address/ }), { target: { value: 'JFK' } });
    fireEvent.click(await screen.findByRole('option', { name: /^JFK Terminal 4/ }));
    expect(onChange).toHaveBeenLastCalledWith(locationOf(TERMINAL));
    await waitFor(() => expect(urls.some((url) => url.searchParams.get('customerId') === '5')).toBe(true));
  });

  it('never names a customer for someone booking for themselves (the server adds their own)', async () => {
    const urls = serve();
    signInAs(buildUser({ id: 5, permissions: ['reservations:create'] }));
    renderDropOff(5);
    fireEvent.change(screen.getByRole('combobox', { name: /Drop-off address/ }), { target: { value: 'Home' } });
    expect(await screen.findByRole('option', { name: /^Home/ })).toBeTruthy();
    expect(urls.filter((url) => url.pathname.endsWith('/places/suggestions')).length).toBeGreaterThan(0);
    expect(urls.some((url) => url.searchParams.has('customerId'))).toBe(false);
  });
});
