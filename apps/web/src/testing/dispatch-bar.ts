import type { DispatchBar } from '@livery/domain';

/** A bar of the dispatch board: trip A41's first car, a Sedan, unassigned, picked up 2031-06-05 at 14:00 UTC for an hour. */
export const buildDispatchBar = (overrides: Partial<DispatchBar> = {}): DispatchBar => ({
  reservationId: 41,
  number: 'A41',
  version: 3,
  slotId: 101,
  slot: 1,
  carName: 'Sedan',
  driverId: null,
  status: 'viewed',
  progress: null,
  pickUpAt: '2031-06-05T14:00:00.000Z',
  expectedDropOffAt: '2031-06-05T15:00:00.000Z',
  passengerName: 'Pat Passenger',
  pickUpLocation: null,
  dropOffLocation: null,
  overlaps: false,
  dueSoonWithoutDriver: false,
  ...overrides,
});
