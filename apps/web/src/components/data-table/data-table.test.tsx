import { mdiDelete, mdiPencil } from '@mdi/js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listQuerySchema } from '@livery/domain';
import { z } from 'zod';
import type { ListParams, ListResponse } from '../../lib/api-types';
import { buildUser, currentUrl, renderRoutes, signInAs } from '../../testing/test-utils';
import { DataTable } from './data-table';
import type { DataTableColumn, RowAction, SortOf, TableFilter } from './types';

interface Partner {
  id: number;
  name: string;
  createdAt: string;
}

/** A list sorted by name or date, with a status filter. */
const PARTNER_QUERY = listQuerySchema(['name', 'createdAt'] as const).extend({
  status: z.enum(['created', 'draft']).optional(),
});
type Query = typeof PARTNER_QUERY;
const COLUMNS: DataTableColumn<Partner, SortOf<Query>>[] = [
  { field: 'name', headerName: 'Name', sort: 'name' },
  { field: 'createdAt', headerName: 'Created At', type: 'date', sort: 'createdAt' },
];

const ROWS: Partner[] = [
  { id: 1, name: 'Acme Limo', createdAt: '2025-03-04T15:20:00.000Z' },
  { id: 2, name: 'Blue Sky Travel', createdAt: '2025-02-01T09:00:00.000Z' },
];

const STATUS_FILTER = {
  name: 'status',
  label: 'Status',
  options: [
    { value: 'created', label: 'Created' },
    { value: 'draft', label: 'Draft' },
  ],
};

function setup(
  path: string,
  { actions = [] as RowAction<Partner>[], onAdd = vi.fn(), filters = [] as TableFilter[] } = {},
) {
  const fetchList = vi.fn(async (_params: ListParams<Query>): Promise<ListResponse<Partner>> => ({
    dataItems: ROWS,
    count: 60,
  }));
  const source = { queryKey: ['partners'], query: PARTNER_QUERY, fetchList };
  const table = (
    <DataTable
      label="Partners"
      columns={COLUMNS}
      source={source}
      rowActions={actions}
      filters={filters}
      create={{ permission: 'affiliates:create', onClick: onAdd }}
      defaultSort="-createdAt"
    />
  );
  const rendered = renderRoutes([{ path: '/partners', element: table }], path);
  const lastParams = () => fetchList.mock.calls.at(-1)?.[0];
  return { ...rendered, fetchList, lastParams };
}

/** The partners table alone, on a list call of the test's own. */
function renderPartners(fetchList: () => Promise<ListResponse<Partner>>) {
  const source = { queryKey: ['partners'], query: PARTNER_QUERY, fetchList };
  return renderRoutes(
    [{ path: '/partners', element: <DataTable label="Partners" columns={COLUMNS} source={source} /> }],
    '/partners',
  );
}

describe('data table', () => {
  it('reads page, page size, sort and search from the URL and asks the API for them', async () => {
    const { lastParams } = setup('/partners?page=2&pageSize=50&sort=name&search=acme');
    await screen.findByText('Acme Limo');
    expect(lastParams()).toEqual({ limit: 50, offset: 50, sort: 'name', search: 'acme' });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('acme');
  });

  it('sends only what the list accepts: an unknown sort becomes the default, a refused filter value is left out', async () => {
    const { lastParams } = setup('/partners?sort=-colour&search=acme&status=maybe&pageSize=7', {
      filters: [STATUS_FILTER],
    });
    await screen.findByText('Acme Limo');
    expect(lastParams()).toEqual({ limit: 25, offset: 0, sort: '-createdAt', search: 'acme' });
  });

  it('uses the default sort and the first page size when the URL says nothing', async () => {
    const { lastParams } = setup('/partners');
    await screen.findByText('Acme Limo');
    expect(lastParams()).toEqual({ limit: 25, offset: 0, sort: '-createdAt', search: undefined });
  });

  it('writes a header click into the URL as sort=field / sort=-field and goes back to page 1', async () => {
    const { router, lastParams } = setup('/partners?page=2');
    await screen.findByText('Acme Limo');

    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/partners?sort=name'));
    await waitFor(() => expect(lastParams()).toMatchObject({ sort: 'name', offset: 0 }));

    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/partners?sort=-name'));
  });

  it('writes the search into the URL once typing pauses', async () => {
    const { router, lastParams } = setup('/partners?page=3');
    await screen.findByText('Acme Limo');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'blue' } });
    expect(currentUrl(router)).toBe('/partners?page=3');
    await waitFor(() => expect(currentUrl(router)).toBe('/partners?search=blue'));
    await waitFor(() => expect(lastParams()).toMatchObject({ search: 'blue', offset: 0 }));
  });

  it('keeps the state on Back', async () => {
    const { router } = setup('/partners');
    await screen.findByText('Acme Limo');
    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/partners?sort=name'));

    await act(() => router.navigate(-1));
    expect(currentUrl(router)).toBe('/partners');
  });

  it('turns a select filter into a query parameter, in the URL and in the call', async () => {
    const fetchList = vi.fn(async (_params: ListParams<Query>) => ({ dataItems: ROWS, count: 2 }));
    const filters = [STATUS_FILTER];
    const table = (
      <DataTable
        label="Partners"
        columns={COLUMNS}
        source={{ queryKey: ['f'], query: PARTNER_QUERY, fetchList }}
        filters={filters}
      />
    );
    const { router } = renderRoutes([{ path: '/partners', element: table }], '/partners?page=2');
    await screen.findByText('Acme Limo');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Draft' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/partners?status=draft'));
    await waitFor(() => expect(fetchList.mock.calls.at(-1)?.[0]).toMatchObject({ status: 'draft', offset: 0 }));
  });

  it('shows dates as YYYY-MM-DD', async () => {
    setup('/partners');
    expect(await screen.findByText('2025-03-04')).toBeTruthy();
  });

  it('shows only the row actions and the Add button the user may use', async () => {
    signInAs(buildUser({ permissions: ['affiliates:edit'] }));
    const onEdit = vi.fn();
    const actions: RowAction<Partner>[] = [
      { label: 'Edit', icon: mdiPencil, permission: 'affiliates:edit', onClick: onEdit },
      { label: 'Delete', icon: mdiDelete, permission: 'affiliates:delete', onClick: vi.fn() },
    ];
    setup('/partners', { actions });
    const row = (await screen.findByText('Acme Limo')).closest('tr') as HTMLElement;

    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(ROWS[0]);
  });

  it('shows the Add button with the create permission', async () => {
    signInAs(buildUser({ permissions: ['affiliates:create'] }));
    const onAdd = vi.fn();
    setup('/partners', { onAdd });
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('steps to the next and previous page by cursor, keeps it in the URL, and drops it when the order changes', async () => {
    const fetchList = vi.fn(async (params: ListParams<Query>) => ({
      dataItems: ROWS,
      count: 100,
      pageCursors: { after: `after-${params.offset}`, before: `before-${params.offset}` },
    }));
    const table = (
      <DataTable label="Partners" columns={COLUMNS} source={{ queryKey: ['k'], query: PARTNER_QUERY, fetchList }} />
    );
    const { router } = renderRoutes([{ path: '/partners', element: table }], '/partners');
    await screen.findByText('Acme Limo');

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/partners?page=2&after=after-0'));
    await waitFor(() => expect(fetchList.mock.calls.at(-1)?.[0]).toMatchObject({ offset: 25, after: 'after-0' }));

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/partners?page=3&after=after-25'));
    await waitFor(() => expect(fetchList.mock.calls.at(-1)?.[0]).toMatchObject({ offset: 50, after: 'after-25' }));
    await screen.findByText('Acme Limo');
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/partners?page=2&before=before-50'));

    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/partners?sort=name'));
  });

  it('names the table, marks the sorted header with aria-sort and makes only columns with a sort sortable', async () => {
    setup('/partners?sort=name');
    const table = await screen.findByRole('table', { name: 'Partners' });
    const name = within(table).getByRole('columnheader', { name: 'Name' });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(within(table).getByRole('columnheader', { name: 'Created At' }).getAttribute('aria-sort')).toBeNull();
    expect(within(name).getByRole('button', { name: 'Name' })).toBeTruthy();
  });

  it('sorts the default descending column ascending on the first click instead of doing nothing', async () => {
    const { router } = setup('/partners');
    await screen.findByText('Acme Limo');
    const createdAt = screen.getByRole('columnheader', { name: 'Created At' });
    expect(createdAt.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(createdAt);
    await waitFor(() => expect(currentUrl(router)).toBe('/partners?sort=createdAt'));
  });

  it('hides and shows a column from the Columns panel, never the last one', async () => {
    setup('/partners');
    await screen.findByText('Acme Limo');
    const chooseColumn = async (name: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
      const box = await screen.findByRole('checkbox', { name });
      fireEvent.click(box);
      return box as HTMLInputElement;
    };
    const closePanel = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Columns' })).toBeNull());
    };

    const createdAt = await chooseColumn('Created At');
    expect(createdAt.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(true);
    await closePanel();
    expect(screen.queryByRole('columnheader', { name: 'Created At' })).toBeNull();
    expect(screen.queryByText('2025-03-04')).toBeNull();

    expect((await chooseColumn('Created At')).checked).toBe(true);
    await closePanel();
    expect(screen.getByRole('columnheader', { name: 'Created At' })).toBeTruthy();
  });

  it('says nothing is there, or that nothing matches the search', async () => {
    const empty = async (): Promise<ListResponse<Partner>> => ({ dataItems: [], count: 0 });
    const { unmount } = renderPartners(empty);
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
    unmount();
    const source = { queryKey: ['empty'], query: PARTNER_QUERY, fetchList: empty };
    renderRoutes(
      [{ path: '/partners', element: <DataTable label="Partners" columns={COLUMNS} source={source} /> }],
      '/partners?search=zebra',
    );
    expect(await screen.findByText('Nothing matches “zebra”')).toBeTruthy();
  });

  it('shows an estimated count as "about"', async () => {
    renderPartners(async () => ({ dataItems: ROWS, count: 1_000_000, countIsEstimate: true }));
    expect(await screen.findByText('1–25 of about 1,000,000')).toBeTruthy();
  });

  it('shows the error of a failed list call with a retry', async () => {
    renderPartners(async () => {
      throw new Error('The list could not be loaded.');
    });
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
