import { addonListQuerySchema, createAddonSchema, surgeInputSchema } from '@livery/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_COOKIE } from '../../lib/auth-token';
import type { ListResponse } from '../../lib/api-types';
import { buildUser, renderRoutes, signInAs } from '../../testing/test-utils';
import { FormDialog } from '../form-dialog';
import { ActiveToggle } from './active-toggle';
import { DataTable } from './data-table';
import { formatCell } from './format-cell';
import { ACTIVE_STATUS_FILTER, type DataTableColumn } from './types';

interface Extra {
  id: number;
  name: string;
  amount: number | null;
  percentage: number | null;
  isActive: boolean;
}

afterEach(() => vi.restoreAllMocks());

describe('cell formats', () => {
  it('shows money as currency, percentages with %, dates as YYYY-MM-DD in the business time zone', () => {
    expect(formatCell(1234.5, 'currency')).toBe('$1,234.50');
    expect(formatCell(0, 'currency')).toBe('$0.00');
    expect(formatCell(12.5, 'percent')).toBe('12.5%');
    expect(formatCell(null, 'currency')).toBe('');
    expect(formatCell('2026-03-31', 'date')).toBe('2026-03-31');
    // 23:30 in New York on the 31st is 03:30 UTC on the 1st.
    expect(formatCell('2026-04-01T03:30:00.000Z', 'date')).toBe('2026-03-31');
  });
});

describe('catalogue table parts', () => {
  const rows: Extra[] = [{ id: 1, name: 'Child seat', amount: 15, percentage: null, isActive: true }];
  const columns: DataTableColumn<Extra, 'name' | 'amount'>[] = [
    { field: 'name', headerName: 'Name' },
    { field: 'amount', headerName: 'Amount', type: 'currency' },
  ];

  it('downloads the current filter as CSV with the bearer token, and only with the view permission', async () => {
    signInAs(buildUser({ permissions: ['addons:view'] }));
    Cookies.set(TOKEN_COOKIE, 'csv-token');
    const fetchList = vi.fn(async (): Promise<ListResponse<Extra>> => ({ dataItems: rows, count: 1 }));
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('Name\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="addons-2026-01-01.csv"' },
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderRoutes(
      [
        {
          path: '/extras',
          element: (
            <DataTable
              label="Extras"
              columns={columns}
              source={{ queryKey: ['extras'], query: addonListQuerySchema, fetchList }}
              filters={[ACTIVE_STATUS_FILTER]}
              exportCsv={{ path: '/addons/export.csv', permission: 'addons:view', fileName: 'addons.csv' }}
            />
          ),
        },
      ],
      '/extras?isActive=false&search=seat&page=2',
    );
    expect(await screen.findByText('$15.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/addons/export.csv?search=seat&isActive=false');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer csv-token');
    Cookies.remove(TOKEN_COOKIE);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  it('hides Export CSV without the view permission', async () => {
    signInAs(buildUser({ permissions: [] }));
    const fetchList = vi.fn(async (): Promise<ListResponse<Extra>> => ({ dataItems: rows, count: 1 }));
    renderRoutes(
      [
        {
          path: '/extras',
          element: (
            <DataTable
              label="Extras"
              columns={columns}
              source={{ queryKey: ['extras2'], query: addonListQuerySchema, fetchList }}
              exportCsv={{ path: '/addons/export.csv', permission: 'addons:view', fileName: 'addons.csv' }}
            />
          ),
        },
      ],
      '/extras',
    );
    await screen.findByText('Child seat');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('saves the Active toggle only with the edit permission', async () => {
    signInAs(buildUser({ permissions: ['addons:edit'] }));
    const onChange = vi.fn(async () => undefined);
    const { unmount } = renderRoutes(
      [
        {
          path: '/',
          element: <ActiveToggle checked label="Child seat" permission="addons:edit" onChange={onChange} />,
        },
      ],
      '/',
    );
    const toggle = (await screen.findByRole('switch', { name: 'Active: Child seat' })) as HTMLInputElement;
    await act(async () => fireEvent.click(toggle));
    expect(onChange).toHaveBeenCalledWith(false);
    unmount();
    signInAs(buildUser({ permissions: [] }));
    renderRoutes(
      [
        {
          path: '/',
          element: <ActiveToggle checked label="Child seat" permission="addons:edit" onChange={onChange} />,
        },
      ],
      '/',
    );
    expect(((await screen.findByRole('switch', { name: 'Active: Child seat' })) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});

describe('form dialog rules', () => {
  it('shows "Amount or percentage is required" under both fields', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <FormDialog
              open
              title="Add addon"
              schema={createAddonSchema}
              defaultValues={{ name: '', percentage: null, amount: null, isActive: true }}
              fields={[
                { name: 'name', label: 'Name' },
                { name: 'percentage', label: 'Percentage', kind: 'number', adornment: '%' },
                { name: 'amount', label: 'Amount', kind: 'number', adornment: '$' },
                { name: 'isActive', label: 'Active', kind: 'switch' },
              ]}
              onSubmit={onSubmit}
              onClose={() => undefined}
            />
          ),
        },
      ],
      '/',
    );
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Child seat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Amount or percentage is required')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('draws date fields and shows the date-order error on From and To', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <FormDialog
              open
              title="Add surge"
              schema={surgeInputSchema('2026-01-01')}
              defaultValues={{ name: 'Storm', from: '2026-05-02', to: '2026-05-01', amount: 5 }}
              fields={[
                { name: 'name', label: 'Name' },
                { name: 'from', label: 'From', kind: 'date' },
                { name: 'to', label: 'To', kind: 'date' },
              ]}
              onSubmit={vi.fn()}
              onClose={() => undefined}
            />
          ),
        },
      ],
      '/',
    );
    // Year-month-day as written, whatever the browser's locale (SPEC §9).
    const from = (await screen.findByLabelText('From')) as HTMLInputElement;
    expect(from.value).toBe('2026-05-02');
    expect(from.placeholder).toBe('YYYY-MM-DD');
    expect(screen.getAllByRole('button', { name: 'Open the calendar' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('From must not be after To')).toBeTruthy();
    expect(screen.getByText('To must not be before From')).toBeTruthy();
  });
});
