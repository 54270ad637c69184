import { mdiCancel, mdiEye, mdiPencil } from '@mdi/js';
import { listQuerySchema } from '@livery/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ListParams, ListResponse } from '../../lib/api-types';
import { clearLocalData, preferenceKey } from '../../lib/storage';
import { buildUser, currentUrl, renderRoutes, signInAs } from '../../testing/test-utils';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTableColumn, RowAction, SortOf } from './types';

/** A list of trips: a pinned number, columns shown and hidden by default, and a pickup date filter. */
interface Trip {
  id: number;
  number: string;
  passenger: string;
  route: string;
  phone: string;
  status: 'created' | 'cancelled';
}
const QUERY = listQuerySchema(['number', 'passenger'] as const).extend({ from: z.string().optional() });
type Query = typeof QUERY;
const COLUMNS: DataTableColumn<Trip, SortOf<Query>>[] = [
  { field: 'number', headerName: 'Id', pinned: true, sort: 'number' },
  { field: 'passenger', headerName: 'Passenger', sort: 'passenger' },
  { field: 'route', headerName: 'Route' },
  { field: 'phone', headerName: 'Phone', defaultHidden: true },
];
const TRIPS: Trip[] = [
  { id: 1, number: 'A1', passenger: 'Mia Passenger', route: 'JFK → Midtown', phone: '646-555-0111', status: 'created' },
  { id: 2, number: 'A2', passenger: 'Noah Rider', route: 'LGA → Queens', phone: '917-555-0100', status: 'cancelled' },
];
const FILTERS = [{ name: 'from', label: 'From', kind: 'date' as const }];
const DEFAULT_FILTERS = { from: '2031-06-05' };

type Props = Partial<DataTableProps<Trip, Query>>;
function renderTrips(path = '/trips', props: Props = {}) {
  const fetchList = vi.fn(async (_params: ListParams<Query>): Promise<ListResponse<Trip>> => ({
    dataItems: TRIPS,
    count: 2,
  }));
  const table = (
    <DataTable
      label="Trips"
      columns={COLUMNS}
      source={{ queryKey: ['trips'], query: QUERY, fetchList }}
      getRowName={(trip) => trip.number}
      {...props}
    />
  );
  return { ...renderRoutes([{ path: '/trips', element: table }], path), fetchList };
}

/** The table's headers, also while the Columns panel (a modal) hides the page from screen readers. */
const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent);
const openColumns = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  return screen.findByRole('dialog', { name: 'Columns' });
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('data table: the columns a person chooses', () => {
  it('leads with the pinned column, offers the hidden-by-default ones, and moves a column up or down', async () => {
    renderTrips();
    await screen.findByText('Mia Passenger');
    expect(headers()).toEqual(['Id', 'Passenger', 'Route']);
    const panel = await openColumns();
    // The pinned number is always shown: its box is ticked and cannot be unticked, and it does not move.
    expect((within(panel).getByRole('checkbox', { name: 'Id' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(panel).queryByRole('button', { name: 'Move Id up' })).toBeNull();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Phone' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Move Route up' }));
    expect(headers()).toEqual(['Id', 'Route', 'Passenger', 'Phone']);
    expect(screen.getByText('646-555-0111')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Move Route up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Default columns' }));
    expect(headers()).toEqual(['Id', 'Passenger', 'Route']);
  });

  it('remembers the choice and order for the signed-in person, across a reload and a sign-out, not for another', async () => {
    const dana = signInAs(buildUser({ id: 7 }));
    const first = renderTrips('/trips', { columnsKey: 'trips' });
    await screen.findByText('Mia Passenger');
    const panel = await openColumns();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Route' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Phone' }));
    // Up past Route (hidden, still listed in the panel), then past Passenger.
    fireEvent.click(within(panel).getByRole('button', { name: 'Move Phone up' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Move Phone up' }));
    expect(headers()).toEqual(['Id', 'Phone', 'Passenger']);
    const stored = JSON.parse(window.localStorage.getItem(preferenceKey('columns:trips', dana.id))!);
    expect(stored).toEqual({ order: ['phone', 'passenger', 'route'], hidden: ['route'] });
    first.unmount();

    // Signed out and in again (sign-out clears the app's local data, not a person's columns), then reloaded.
    clearLocalData();
    renderTrips('/trips', { columnsKey: 'trips' });
    await screen.findByText('Mia Passenger');
    expect(headers()).toEqual(['Id', 'Phone', 'Passenger']);

    // Someone else on the same computer gets the screen's own columns.
    act(() => void signInAs(buildUser({ id: 8, email: 'eve@livery.test' })));
    await waitFor(() => expect(headers()).toEqual(['Id', 'Passenger', 'Route']));
  });

  it('places a column the remembered choice does not know where the screen puts it', async () => {
    const user = signInAs(buildUser({ id: 9 }));
    // Saved before the Route and Phone columns existed.
    window.localStorage.setItem(
      preferenceKey('columns:trips', user.id),
      JSON.stringify({ order: ['passenger'], hidden: [] }),
    );
    renderTrips('/trips', { columnsKey: 'trips' });
    await screen.findByText('Mia Passenger');
    expect(headers()).toEqual(['Id', 'Passenger', 'Route']);
  });
});

describe('data table: row actions as a menu', () => {
  const onView = vi.fn();
  const onCancel = vi.fn();
  const ACTIONS: RowAction<Trip>[] = [
    { label: 'View', icon: mdiEye, permission: 'reservations:details', onClick: onView },
    { label: 'Edit', icon: mdiPencil, permission: 'reservations:edit', onClick: vi.fn() },
    {
      label: 'Cancel',
      icon: mdiCancel,
      permission: 'reservations:cancel',
      isVisible: (trip) => trip.status !== 'cancelled',
      onClick: onCancel,
    },
  ];

  it('gives each row one button named for it, opening the actions the person may take on that row', async () => {
    signInAs(buildUser({ permissions: ['reservations:details', 'reservations:cancel'] }));
    renderTrips('/trips', { rowActions: ACTIONS, rowActionsAs: 'menu' });
    const row = (await screen.findByText('Mia Passenger')).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for A1' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for A1' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Cancel']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledWith(TRIPS[0]);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // A cancelled trip offers View only.
    const cancelled = screen.getByText('Noah Rider').closest('tr') as HTMLElement;
    fireEvent.click(within(cancelled).getByRole('button', { name: 'Actions for A2' }));
    const other = await screen.findByRole('menu', { name: 'Actions for A2' });
    expect(
      within(other)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View']);
  });

  it('has no actions column for someone who may take none', async () => {
    signInAs(buildUser({ permissions: [] }));
    renderTrips('/trips', { rowActions: ACTIONS, rowActionsAs: 'menu' });
    await screen.findByText('Mia Passenger');
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(headers()).toEqual(['Id', 'Passenger', 'Route']);
  });

  it('shows cards with the row menu at a phone’s width, and a Sort by in place of the headers', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown,
    );
    signInAs(buildUser({ permissions: ['reservations:details'] }));
    const { router } = renderTrips('/trips', {
      rowActions: ACTIONS,
      card: (trip) => (
        <span>
          {trip.number} {trip.passenger}
        </span>
      ),
    });
    const cards = await screen.findByRole('list', { name: 'Trips' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = (await within(cards).findAllByRole('listitem'))[0]!;
    expect(card.textContent).toContain('A1 Mia Passenger');
    fireEvent.click(within(card).getByRole('button', { name: 'Actions for A1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'View' }));
    expect(onView).toHaveBeenCalledWith(TRIPS[0]);
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Passenger, descending' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/trips?sort=-passenger'));
  });
});

describe('data table: a list without a card of its own on a phone', () => {
  it('shows each row as a card of its shown columns: the first as the title, the others under their headers', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown,
    );
    signInAs(buildUser({ permissions: ['reservations:details'] }));
    const view: RowAction<Trip> = { label: 'View', icon: mdiEye, permission: 'reservations:details', onClick: vi.fn() };
    renderTrips('/trips', { rowActions: [view] });
    const cards = await screen.findByRole('list', { name: 'Trips' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = (await within(cards).findAllByRole('listitem'))[0]!;
    expect(card.querySelector('div')?.textContent).toContain('A1');
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const details = within(card)
      .getAllByRole('definition')
      .map((detail) => detail.textContent);
    // Phone is hidden by default, so it is not on the card either.
    expect(terms).toEqual(['Passenger', 'Route']);
    expect(details).toEqual(['Mia Passenger', 'JFK → Midtown']);
    expect(within(card).getByRole('button', { name: 'Actions for A1' })).toBeTruthy();
  });
});

describe('data table: a default filter', () => {
  it('applies while the URL names none, and stays cleared once the person clears it', async () => {
    const { fetchList, router } = renderTrips('/trips', { filters: FILTERS, defaultFilters: DEFAULT_FILTERS });
    await screen.findByText('Mia Passenger');
    expect(fetchList.mock.calls.at(-1)?.[0]).toMatchObject({ from: '2031-06-05' });
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('2031-06-05');

    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/trips?from='));
    await waitFor(() => expect(fetchList.mock.calls.at(-1)?.[0]).not.toHaveProperty('from'));

    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '2031-06-05' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/trips'));
  });

  it('says the filters match nothing, rather than that there is nothing', async () => {
    const empty = vi.fn(async (): Promise<ListResponse<Trip>> => ({ dataItems: [], count: 0 }));
    renderRoutes(
      [
        {
          path: '/trips',
          element: (
            <DataTable
              label="Trips"
              columns={COLUMNS}
              source={{ queryKey: ['none'], query: QUERY, fetchList: empty }}
              filters={FILTERS}
              defaultFilters={DEFAULT_FILTERS}
            />
          ),
        },
      ],
      '/trips',
    );
    expect(await screen.findByText('Nothing matches the filters')).toBeTruthy();
  });
});
