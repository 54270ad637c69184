import type { SavedAddress } from '@livery/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, createTestQueryClient, signInAs } from '../../../testing/test-utils';
import { SavedAddressesSection } from './saved-addresses-section';

const json = (body: unknown, status = 200) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const saved = (id: number, label: string | null, address: string): SavedAddress => ({
  id,
  label,
  address,
  precision: 'geocoder',
  useCount: 2,
  lastUsedAt: '2026-11-20T10:00:00.000Z',
});

/** The address book on the server: read, named and deleted as the API does. */
function serve(initial: SavedAddress[]) {
  let book = [...initial];
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/\?.*$/, '');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const id = Number(/\/account\/addresses\/(\d+)$/.exec(path)?.[1]);
    if (path === '/api/v1/account/addresses') return json({ dataItems: book, count: book.length });
    if (method === 'PATCH') {
      const { label } = body as { label: string | null };
      if (label === 'Taken')
        return json(
          { error: { code: 'VALIDATION', message: 'Invalid', fields: { label: 'Choose another name' } } },
          400,
        );
      book = book.map((a) => (a.id === id ? { ...a, label } : a));
      return json({ data: book.find((a) => a.id === id) });
    }
    if (method === 'DELETE') {
      book = book.filter((a) => a.id !== id);
      return json(null, 204);
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, 404);
  });
  return calls;
}

const renderSection = () => {
  signInAs(buildUser({ id: 5, permissions: ['reservations:create'] }));
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SavedAddressesSection userId={5} />
    </QueryClientProvider>,
  );
};

afterEach(() => vi.restoreAllMocks());

const HOME = saved(1, 'Home', '12 Oak St, Austin, TX 78701');
const OFFICE = saved(2, null, '1100 Congress Ave, Austin, TX 78701');

describe('the saved addresses section', () => {
  it('lists each address with its name, or "No name"', async () => {
    serve([HOME, OFFICE]);
    renderSection();
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home12 Oak St, Austin, TX 78701NameDelete', 'No name1100 Congress Ave, Austin, TX 78701NameDelete']);
  });

  it('says what the book is for while it is empty', async () => {
    serve([]);
    renderSection();
    expect(await screen.findByText('Addresses you book to are saved here.')).toBeTruthy();
  });

  it('names an address: too long a name is refused on the field, the server’s message shows there too', async () => {
    const calls = serve([HOME, OFFICE]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Name 1100 Congress Ave, Austin, TX 78701' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name 1100 Congress Ave, Austin, TX 78701' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });

    fireEvent.change(name, { target: { value: 'x'.repeat(41) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A name must be at most 40 characters')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(name, { target: { value: 'Taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose another name')).toBeTruthy();

    fireEvent.change(name, { target: { value: ' Office ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/v1/account/addresses/2',
      body: { label: 'Office' },
    });
    const list = screen.getByRole('list', { name: 'Saved addresses' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]?.textContent).toMatch(/^Office1100 Congress/));
  });

  it('deletes an address once confirmed', async () => {
    const calls = serve([HOME, OFFICE]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 12 Oak St, Austin, TX 78701' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 12 Oak St, Austin, TX 78701?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/v1/account/addresses/1']);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Delete 12 Oak St/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete 1100 Congress Ave, Austin, TX 78701' })).toBeTruthy();
  });
});
