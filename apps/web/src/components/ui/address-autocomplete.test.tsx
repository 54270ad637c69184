import type { AddressSuggestion } from '@livery/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse } from '../../testing/test-utils';
import { AddressAutocomplete } from './address-autocomplete';

const suggestion = (kind: AddressSuggestion['kind'], name: string, address: string, placeId: number | null = null) =>
  ({
    kind,
    name,
    address,
    placeId,
    airportId: kind === 'terminal' ? 1 : null,
    savedId: kind === 'saved' ? 9 : null,
    precision: placeId === null ? 'zip' : 'place',
  }) satisfies AddressSuggestion;

const SUGGESTIONS = [
  suggestion('airport', 'Austin-Bergstrom International Airport (AUS)', '3600 Presidential Blvd, Austin, TX 78719', 4),
  suggestion('terminal', 'AUS Barbara Jordan Terminal', 'AUS Barbara Jordan Terminal, Austin-Bergstrom (AUS)', 41),
  suggestion('saved', 'Home', '12 Oak St, Austin, TX 78701'),
  suggestion('address', '1100 Congress Ave', '1100 Congress Ave, Austin, TX 78701'),
  suggestion('zip', '78701', '78701'),
  suggestion('city', 'Austin, TX', 'Austin, TX'),
];

afterEach(() => vi.restoreAllMocks());

/** Answers `GET /places/suggestions`, remembering each request's URL and signal. */
function serve(
  answer: (q: string) => Promise<Response> = async () => jsonResponse({ dataItems: SUGGESTIONS, count: 6 }),
) {
  const requests: { url: URL; signal: AbortSignal | null | undefined }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push({ url, signal: init?.signal });
    return answer(url.searchParams.get('q') ?? '');
  });
  return requests;
}

/** The field as a form holds it: the text, and what was chosen. */
function Field({ customerId = null }: { customerId?: number | null }) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<AddressSuggestion | null>(null);
  return (
    <>
      <AddressAutocomplete
        label="Pickup address"
        name="pickUp"
        value={text}
        onTextChange={(next) => {
          setText(next);
          setChosen(null);
        }}
        onChoose={(next) => {
          setText(next.address);
          setChosen(next);
        }}
        customerId={customerId}
        helperText="Start typing"
      />
      <p data-testid="chosen">{chosen ? `${chosen.kind} ${chosen.placeId ?? '-'} ${chosen.address}` : ''}</p>
    </>
  );
}

const renderField = (props: { customerId?: number | null } = {}) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Field {...props} />
    </QueryClientProvider>,
  );

describe('the address autocomplete', () => {
  it('lists what is typed for, each option saying what it is, in a listbox named after the field', async () => {
    const requests = serve();
    renderField();
    const input = screen.getByRole('combobox', { name: 'Pickup address' });
    fireEvent.change(input, { target: { value: 'Aus' } });

    const listbox = await screen.findByRole('listbox', { name: 'Pickup address' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(6));
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Austin-Bergstrom International Airport (AUS)Airport · 3600 Presidential Blvd, Austin, TX 78719',
      'AUS Barbara Jordan TerminalTerminal · Austin-Bergstrom (AUS)',
      'HomeSaved · 12 Oak St, Austin, TX 78701',
      '1100 Congress AveAddress · Austin, TX 78701',
      '78701ZIP code',
      'Austin, TXCity',
    ]);
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('q')).toBe('Aus'));
    expect(requests.at(-1)?.url.pathname).toBe('/api/v1/places/suggestions');
    expect(requests.at(-1)?.url.searchParams.get('limit')).toBe('8');
    expect(requests.at(-1)?.url.searchParams.has('customerId')).toBe(false);
    // Read out when the list is filled (MUI's own status says only "Looking up addresses…").
    expect((await screen.findByText('6 suggestions, use the arrow keys to choose')).getAttribute('role')).toBe(
      'status',
    );
  });

  it('sets the address of the suggestion chosen with the mouse, and keeps any typed text', async () => {
    serve();
    renderField();
    const input = screen.getByRole('combobox', { name: 'Pickup address' });
    fireEvent.change(input, { target: { value: 'Home' } });
    fireEvent.click(await screen.findByRole('option', { name: /^Home/ }));
    expect((input as HTMLInputElement).value).toBe('12 Oak St, Austin, TX 78701');
    expect(screen.getByTestId('chosen').textContent).toBe('saved - 12 Oak St, Austin, TX 78701');

    fireEvent.change(input, { target: { value: '350 5th Ave, New York, NY 10118' } });
    expect((input as HTMLInputElement).value).toBe('350 5th Ave, New York, NY 10118');
    expect(screen.getByTestId('chosen').textContent).toBe('');
  });

  it('chooses with the keyboard: arrows move through the options, Enter takes one', async () => {
    serve();
    renderField();
    const input = screen.getByRole('combobox', { name: 'Pickup address' });
    input.focus();
    fireEvent.change(input, { target: { value: 'Aus' } });
    await screen.findByRole('option', { name: /^AUS Barbara Jordan Terminal/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toMatch(/^AUS Barbara Jordan Terminal/);
    fireEvent.keyDown(input, { key: 'Enter' });

    expect((input as HTMLInputElement).value).toBe('AUS Barbara Jordan Terminal, Austin-Bergstrom (AUS)');
    expect(screen.getByTestId('chosen').textContent).toBe(
      'terminal 41 AUS Barbara Jordan Terminal, Austin-Bergstrom (AUS)',
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it("asks for the customer's saved addresses when staff book for one, and cancels a request overtaken by typing", async () => {
    const requests = serve(async (q) =>
      q === 'Austin'
        ? jsonResponse({ dataItems: SUGGESTIONS.slice(0, 1), count: 1 })
        : // The first search never answers: it is cancelled when the text changes.
          new Promise<Response>(() => undefined),
    );
    renderField({ customerId: 5 });
    const input = screen.getByRole('combobox', { name: 'Pickup address' });
    fireEvent.change(input, { target: { value: 'Aus' } });
    await waitFor(() => expect(requests.some((r) => r.url.searchParams.get('q') === 'Aus')).toBe(true));
    const first = requests.find((r) => r.url.searchParams.get('q') === 'Aus');
    expect(first?.url.searchParams.get('customerId')).toBe('5');

    fireEvent.change(input, { target: { value: 'Austin' } });
    expect(await screen.findByRole('option', { name: /^Austin-Bergstrom/ })).toBeTruthy();
    expect(first?.signal?.aborted).toBe(true);
  });
});
