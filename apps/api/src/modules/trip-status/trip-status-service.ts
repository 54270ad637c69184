import {
  type LatLng,
  oneOf,
  openStreetMapUrl,
  POSITION_SHOWN_ON,
  PROGRESS_LABELS,
  RESERVATION_STATUSES,
  reservationNumber,
  SLOT_PROGRESS,
  TRIP_STATUS_STEPS,
  tripProgress,
  tripStatusExpiresAt,
  tripStatusLabel,
  wallClockParts,
  type SlotProgress,
  type TripStatus,
  type TripStatusStep,
} from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessTimeFormat } from '../../lib/business-clock.js';
import { reservationIdOfToken } from '../../lib/status-links.js';
import { findOfficePhone } from '../configurations/index.js';
import { findStatusChangedAt, findStatusSlots, findTripForStatus, type StatusSlotRow } from '../reservations/index.js';

export interface TripStatusDeps {
  db: Executor;
  /** The key of status links (`statusSecretOf`). */
  secret: string;
  timeZone: string;
  /** The street at a position (the geocoder's reverse lookup, decision 059); absent or null: none. */
  nameStreet?: (point: LatLng) => Promise<string | null>;
}

/** The trip's page as it is now, and when its link stops opening (`tripStatusExpiresAt`). */
export interface TripStatusNow {
  body: TripStatus;
  expiresAt: Date | null;
}

/** Statuses of a trip that was never booked: its link opens nothing. */
const NEVER_BOOKED = new Set(['draft', 'duplicate']);

const TIME_OF: Record<Exclude<SlotProgress, 'assigned'>, keyof StatusSlotRow> = {
  accepted: 'acceptedAt',
  'on-the-way': 'onTheWayAt',
  'on-location': 'onLocationAt',
  'on-board': 'onBoardAt',
  'dropped-off': 'droppedOffAt',
};

const withProgress = (slots: StatusSlotRow[]) =>
  slots.flatMap((slot) => {
    const progress = slot.progress === null ? null : oneOf(SLOT_PROGRESS, slot.progress, 'A slot progress');
    return progress === null ? [] : [{ ...slot, progress }];
  });

/** A step is reached by the trip when every car with a driver has reached it: its time is the last car's. */
function stepsOf(slots: ReturnType<typeof withProgress>): TripStatusStep[] {
  return TRIP_STATUS_STEPS.map((progress) => {
    const key = TIME_OF[progress as Exclude<SlotProgress, 'assigned'>];
    const times = slots.map((slot) => slot[key]);
    const reached = times.length > 0 && times.every((time): time is Date => time instanceof Date);
    const at = reached ? new Date(Math.max(...times.map((time) => time.getTime()))) : null;
    return { progress, label: PROGRESS_LABELS[progress], at: at?.toISOString() ?? null };
  });
}

/** The trip's status page now, or null when there is no such booked trip. */
export async function tripStatusNow(deps: TripStatusDeps, reservationId: number): Promise<TripStatusNow | null> {
  const trip = await findTripForStatus(deps.db, reservationId);
  if (!trip || NEVER_BOOKED.has(trip.status)) return null;
  const status = oneOf(RESERVATION_STATUSES, trip.status, 'A reservation status');
  const over = status === 'completed' || status === 'cancelled';
  const [rows, officePhone, endedAt] = await Promise.all([
    findStatusSlots(deps.db, reservationId),
    findOfficePhone(deps.db),
    over ? findStatusChangedAt(deps.db, reservationId, status) : null,
  ]);
  const slots = withProgress(rows);
  const progress = tripProgress(slots);
  // The car the page names: the first with a driver (a trip of several cars names the first).
  const lead = slots[0] ?? null;
  const showPosition =
    !over && lead && POSITION_SHOWN_ON.includes(lead.progress) && lead.lastLat !== null && lead.lastLng !== null;
  const position =
    showPosition && lead.lastLat !== null && lead.lastLng !== null && lead.lastPositionAt
      ? {
          lat: lead.lastLat,
          lng: lead.lastLng,
          at: lead.lastPositionAt.toISOString(),
          mapUrl: openStreetMapUrl(lead.lastLat, lead.lastLng),
          street: (await deps.nameStreet?.({ lat: lead.lastLat, lng: lead.lastLng })) ?? null,
        }
      : null;
  const body: TripStatus = {
    number: reservationNumber(trip.id),
    status,
    progress,
    progressLabel: tripStatusLabel(status, progress),
    steps: stepsOf(slots),
    pickUpLocal: trip.pickUpAt
      ? wallClockParts(trip.pickUpAt, { timeZone: deps.timeZone, timeFormat: businessTimeFormat() })
      : null,
    pickUpLocation: trip.pickUpLocation,
    dropOffLocation: trip.dropOffLocation,
    driverFirstName: lead?.driverFirstName ?? null,
    carName: lead?.carName ?? rows[0]?.carName ?? null,
    officePhone,
    position,
  };
  return {
    body,
    expiresAt: tripStatusExpiresAt({ status, endedAt: endedAt ?? trip.updatedAt, pickUpAt: trip.pickUpAt }),
  };
}

export const isExpired = (now: TripStatusNow, at: Date) => now.expiresAt !== null && now.expiresAt <= at;

export const expiredLink = () =>
  new AppError('GONE', 'This link has expired: the trip is over. Call the office if you need anything.');

/**
 * `GET /trip-status/{token}`: the trip of a genuine token, a 404 for a forged or unknown one (nothing tells which),
 * a 410 once the link has expired.
 */
export async function getTripStatus(deps: TripStatusDeps, token: string, at = new Date()) {
  const reservationId = reservationIdOfToken(token, deps.secret);
  const now = reservationId === null ? null : await tripStatusNow(deps, reservationId);
  if (!now || reservationId === null) throw AppError.notFound('This trip');
  if (isExpired(now, at)) throw expiredLink();
  return { reservationId, ...now };
}
