import { businessDate, RECORD_PAYMENT_MESSAGES, type ReservationDetails } from '@livery/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, renderRoutes, signInAs } from '../../../testing/test-utils';
import { RecordPaymentDialog } from './record-payment-dialog';

/** What the dialog reads of the details: an unpaid trip of $137.20 with $37.20 paid. */
const TRIP = {
  id: 41,
  number: 'A41',
  version: 3,
  status: 'unpaid',
  amount: 137.2,
  paidAmount: 37.2,
  balanceDue: 100,
} as unknown as ReservationDetails;

afterEach(() => vi.restoreAllMocks());

describe('the record payment dialog', () => {
  it('starts from the balance due and today, refuses more than is due, and shows the server’s refusal in itself', async () => {
    const today = businessDate(new Date());
    const sent: unknown[] = [];
    let answer = jsonResponse(
      { error: { code: 'CONFLICT', message: 'This reservation is cancelled: no payment.' } },
      409,
    );
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/v1/business-date') return jsonResponse({ data: { today, timeZone: 'America/New_York' } });
      if (url === '/api/v1/reservations/41/payments' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return answer;
      }
      return jsonResponse({ error: { code: 'NOT_FOUND', message: `${url} is not served here` } }, 404);
    });
    const onClose = vi.fn();
    signInAs(buildUser({ permissions: ['reservations:record-payment'] }));
    renderRoutes([{ path: '/', element: <RecordPaymentDialog reservation={TRIP} onClose={onClose} /> }], '/');

    const dialog = await screen.findByRole('dialog', { name: 'Record a payment on A41' });
    expect(within(dialog).getByText(/\$100\.00 is due of \$137\.20/)).toBeTruthy();
    const amount = within(dialog).getByRole('spinbutton', { name: /Amount/ });
    expect((amount as HTMLInputElement).value).toBe('100');
    expect((within(dialog).getByRole('textbox', { name: /Paid on/ }) as HTMLInputElement).value).toBe(today);
    expect(within(dialog).getByRole('combobox', { name: /Method/ }).textContent).toBe('Cash');

    fireEvent.change(amount, { target: { value: '100.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText(RECORD_PAYMENT_MESSAGES.moreThanDue(100))).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reference/ }), { target: { value: 'R-17' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('This reservation is cancelled: no payment.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    answer = jsonResponse({ data: { ...TRIP, paidAmount: 97.2, balanceDue: 40, version: 4 } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { method: 'cash', amount: 60, paidOn: today, reference: 'R-17', version: 3 },
      { method: 'cash', amount: 60, paidOn: today, reference: 'R-17', version: 3 },
    ]);
  });
});
