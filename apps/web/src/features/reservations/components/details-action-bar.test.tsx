import { EDIT_MESSAGES, type ReservationDetails } from '@livery/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils';
import { ActionBar } from './details-action-bar';

const trip = (more: Partial<ReservationDetails>) =>
  ({
    id: 41,
    number: 'A41',
    status: 'assigned',
    actions: ['view', 'assign'],
    editNotice: null,
    ...more,
  }) as ReservationDetails;

const render = (reservation: ReservationDetails) =>
  renderRoutes([{ path: '/', element: <ActionBar reservation={reservation} onAsk={() => undefined} /> }], '/');

describe('the details page’s actions: Edit within 6 hours of pickup (issue 38 item 12)', () => {
  it('says where Edit would be why it is not there, and whom to ask', async () => {
    render(trip({ editNotice: EDIT_MESSAGES.tooLateForStaff }));
    expect(await screen.findByText(EDIT_MESSAGES.tooLateForStaff)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('shows Edit, and no notice, when the server offers it', async () => {
    render(trip({ actions: ['view', 'edit'], editNotice: null }));
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByText(/only an administrator/)).toBeNull();
  });
});
