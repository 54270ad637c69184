import type { DriverJobCar, DriverJobDetails } from '@livery/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../testing/test-utils';
import { sendSlotStep } from '../api/take-step';
import { CarSteps } from './trip-steps';

vi.mock('../api/take-step', () => ({ sendSlotStep: vi.fn() }));
const send = vi.mocked(sendSlotStep);
const reportExtras = vi.fn();
vi.mock('../api/report-slot-extras', () => ({
  useReportSlotExtras: () => ({ mutateAsync: reportExtras, isPending: false }),
}));

const noTimes = { acceptedAt: null, onTheWayAt: null, onLocationAt: null, onBoardAt: null, droppedOffAt: null };
let nextSlot = 100;

/** A job of one car; each test its own slot, as the phone's queue is one for the page. */
function jobWith(
  car: Partial<DriverJobCar>,
  trip: Partial<DriverJobDetails> = {},
): { job: DriverJobDetails; car: DriverJobCar } {
  const full: DriverJobCar = {
    slotId: nextSlot++,
    carName: 'Sedan',
    slot: 1,
    driverShare: 50,
    isPaid: false,
    paidAt: null,
    progress: 'assigned',
    times: noTimes,
    extras: null,
    ...car,
  };
  const job = {
    reservationId: 12,
    number: 'A12',
    status: 'assigned',
    cars: [full],
    extrasOffered: ['waiting', 'tolls'],
    ...trip,
  } as unknown as DriverJobDetails;
  return { job, car: full };
}

const renderSteps = (job: DriverJobDetails, car: DriverJobCar, canStep = true) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <CarSteps job={job} car={car} canStep={canStep} />
    </QueryClientProvider>,
  );

describe('a car’s steps on the driver’s job', () => {
  beforeEach(() => {
    send.mockReset();
    reportExtras.mockReset();
  });

  it('offers Accept and Decline while assigned; a step without a signal waits and the next step shows at once', async () => {
    send.mockResolvedValue({ kind: 'kept', message: 'Could not reach the server.' });
    const { job, car } = jobWith({ progress: 'assigned' });
    renderSteps(job, car);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('button', { name: 'On the way' })).toBeTruthy();
    expect(screen.getByText('Accepted · waiting to be sent')).toBeTruthy();
    expect(screen.getByText(/, waiting to be sent$/)).toBeTruthy();
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]?.[0]).toMatchObject({ reservationId: 12, slotId: car.slotId, step: 'accept' });
    expect(send.mock.calls[0]?.[0].clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('shows a refused step’s message on the job', async () => {
    send.mockResolvedValue({ kind: 'refused', message: 'This job is on the way: it can no longer be declined.' });
    const { job, car } = jobWith({ progress: 'on-the-way', times: { ...noTimes, acceptedAt: '2031-06-05T14:00:00Z' } });
    renderSteps(job, car);
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'On location' }));
    expect(
      await screen.findByText(/“On location” not accepted: This job is on the way: it can no longer be declined\./),
    ).toBeTruthy();
  });

  it('refuses a driving step days before the pickup as the server does, saying when it opens, and sends nothing', () => {
    const pickUpDateTime = new Date(Date.now() + 5 * 24 * 3_600_000).toISOString();
    const { job, car } = jobWith({ progress: 'accepted' }, { pickUpDateTime });
    renderSteps(job, car);
    fireEvent.click(screen.getByRole('button', { name: 'On the way' }));
    expect(
      screen.getByText(/^“On the way” not accepted: The pickup is on .+ can be marked from .+, 2 hours before it\./),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    // Accepting or declining a job ahead stays open.
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('sends a driving step within 2 hours of the pickup', async () => {
    send.mockResolvedValue({ kind: 'sent' });
    const pickUpDateTime = new Date(Date.now() + 90 * 60_000).toISOString();
    const { job, car } = jobWith({ progress: 'accepted' }, { pickUpDateTime });
    renderSteps(job, car);
    fireEvent.click(screen.getByRole('button', { name: 'On the way' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]?.[0]).toMatchObject({ step: 'on-the-way' });
    expect(screen.queryByText(/not accepted/)).toBeNull();
  });

  it('sends tolls of any cents, such as $4.35, which the old check refused', async () => {
    reportExtras.mockResolvedValue({});
    const dropped = { progress: 'dropped-off' as const, times: { ...noTimes, droppedOffAt: '2031-06-05T15:00:00Z' } };
    const { job, car } = jobWith(dropped);
    renderSteps(job, car);
    // The extras' form loads once the car is dropped off (issue 38: not with every job).
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Tolls' }), { target: { value: '4.35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send extras' }));
    await waitFor(() => expect(reportExtras).toHaveBeenCalledWith({ tolls: 4.35 }));
    expect(screen.queryByText(/decimals/)).toBeNull();
  });

  it('asks why before declining, and sends the reason', async () => {
    send.mockResolvedValue({ kind: 'kept', message: 'offline' });
    const { job, car } = jobWith({ progress: 'accepted' });
    renderSteps(job, car);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    // The question loads when first asked (issue 38).
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Say why, so dispatch can plan')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Car broke down' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]?.[0]).toMatchObject({ step: 'decline', reason: 'Car broke down' });
    expect(await screen.findByText(/You declined this job/)).toBeTruthy();
  });

  it('shows staff the progress and times, without buttons', () => {
    const { job, car } = jobWith({
      progress: 'dropped-off',
      times: { ...noTimes, droppedOffAt: '2031-06-05T15:00:00Z' },
    });
    renderSteps(job, car, false);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByText('Dropped off').length).toBeGreaterThan(0);
  });

  it('asks the driver for the office’s extras after the drop-off, and shows them reviewed', async () => {
    const dropped = { progress: 'dropped-off' as const, times: { ...noTimes, droppedOffAt: '2031-06-05T15:00:00Z' } };
    const { job, car } = jobWith(dropped);
    const view = renderSteps(job, car);
    // The wait is measured from the steps (decision 094): never typed.
    expect(await screen.findByRole('spinbutton', { name: 'Tolls' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: /Waiting/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Parking' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send extras' })).toBeTruthy();
    view.unmount();
    const reviewed = jobWith({
      ...dropped,
      extras: {
        slotId: 1,
        waitingMinutes: null,
        tolls: null,
        parking: null,
        state: 'approved',
        wait: {
          measuredMinutes: 40,
          minutes: 40,
          correction: null,
          pickupKind: 'domestic-airport',
          graceMinutes: 30,
          perMinute: 1.25,
          billedMinutes: 10,
          amount: 12.5,
          summary: 'Waited 40 min · 30 min free at a domestic airport · 10 min to bill',
          line: { label: 'Wait time, Sedan × 1', explanation: '…' },
        },
        amount: 12.5,
      },
    });
    renderSteps(reviewed.job, reviewed.car);
    expect(await screen.findByText(/The office approved your extras: 40 min waited/)).toBeTruthy();
    expect(screen.getByText('Waited 40 min · 30 min free at a domestic airport · 10 min to bill')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /extras/ })).toBeNull();
  });
});
