import {
  TRIP_TYPES,
  DRIVER_JOB_PAGE_STATUSES,
  fromCents,
  oneOf,
  present,
  nameSignOf,
  slotExtrasOf,
  reservationNumber,
  toCents,
  wallClockParts,
  type DriverJobDetails,
  type JobPlace,
} from '@livery/domain';
import { AppError } from '../../lib/app-error.js';
import { businessTimeFormat } from '../../lib/business-clock.js';
import { findExtrasSettings } from '../configurations/index.js';
import { findKnownPlaces, type KnownPlace } from '../places/index.js';
import { meetAndGreetOf, serviceOf, slotsOfJob } from '../reservations/index.js';
import { timesOf } from '../trip-progress/index.js';
import { requireDriver, type JobsDeps } from './driver-jobs-service.js';

/** A stop as stored (`[{ address, placeId? }]`), read loosely: anything else is left out. */
const storedStops = (stops: unknown): { address: string; placeId: number | null }[] =>
  Array.isArray(stops)
    ? stops.flatMap((stop: { address?: unknown; placeId?: unknown }) =>
        typeof stop?.address === 'string'
          ? [{ address: stop.address, placeId: typeof stop.placeId === 'number' ? stop.placeId : null }]
          : [],
      )
    : [];

/** An address with the coordinates of its known place, when it names one. */
const placeOf = (address: string, placeId: number | null, known: Map<number, KnownPlace>): JobPlace => {
  const place = placeId === null ? undefined : known.get(placeId);
  return { address, lat: place?.lat ?? null, lng: place?.lng ?? null };
};

/**
 * `GET /users/{id}/jobs/{reservationId}` (the route let the viewer in: the driver themselves, or staff with
 * `users:jobs` or `drivers:view`; decision 053): the trip as its driver works it, with the cars they drive on it.
 * A trip where this driver holds no slot — another driver's, a customer's, or one they were taken off — is a 404,
 * as is a draft or a duplicate: nothing is learnt of a trip that is not theirs.
 */
export async function getDriverJob(deps: JobsDeps, driverId: number, reservationId: number): Promise<DriverJobDetails> {
  const driver = await requireDriver(deps.db, driverId);
  const slots = await slotsOfJob(deps.db, driverId, reservationId);
  const first = slots[0];
  if (!first) throw AppError.notFound('This job');
  const { trip } = first;
  const stops = storedStops(trip.stops);
  const placeIds = [trip.pickUpPlaceId, trip.dropOffPlaceId, ...stops.map((stop) => stop.placeId)].filter(
    (id): id is number => id !== null,
  );
  const known = await findKnownPlaces(deps.db, placeIds);
  // The query reads trips with a pickup only.
  const pickUpAt = present(trip.pickUpAt, 'The pickup of a job');
  const meetAndGreet = meetAndGreetOf(trip);
  const { tripExtras, waitingMinuteAmount } = await findExtrasSettings(deps.db);
  return {
    reservationId: trip.id,
    number: reservationNumber(trip.id),
    status: oneOf(DRIVER_JOB_PAGE_STATUSES, trip.status, 'A job page status'),
    tripType: oneOf(TRIP_TYPES, trip.tripType, 'A trip type'),
    service: serviceOf(trip),
    pickUpDateTime: pickUpAt.toISOString(),
    pickUpLocal: wallClockParts(pickUpAt, { timeZone: deps.timeZone, timeFormat: businessTimeFormat() }),
    pickUp: trip.pickUpLocation === null ? null : placeOf(trip.pickUpLocation, trip.pickUpPlaceId, known),
    dropOff: trip.dropOffLocation === null ? null : placeOf(trip.dropOffLocation, trip.dropOffPlaceId, known),
    stops: stops.map((stop) => placeOf(stop.address, stop.placeId, known)),
    passengerName: trip.name,
    phoneNumber: trip.phoneNumber,
    passengers: trip.passengers,
    flightNumber: trip.flightNumber,
    airline: trip.airline,
    hotelName: trip.hotelName,
    meetAndGreet,
    nameSign: nameSignOf({ meetAndGreet, name: trip.name }),
    comments: trip.comments,
    isBagsChecked: trip.isBagsChecked,
    cars: slots.map((slot) => ({
      slotId: slot.slotId,
      carName: slot.carName,
      slot: slot.slot,
      driverShare: slot.driverShare,
      isPaid: slot.paidAt !== null,
      paidAt: slot.paidAt?.toISOString() ?? null,
      progress: slot.progress,
      times: timesOf(slot),
      extras: slotExtrasOf({ ...slot, id: slot.slotId }, waitingMinuteAmount),
    })),
    totalShare: fromCents(slots.reduce((sum, slot) => sum + toCents(slot.driverShare), 0)),
    isPaid: slots.every((slot) => slot.paidAt !== null),
    driver,
    extrasOffered: tripExtras,
  };
}
