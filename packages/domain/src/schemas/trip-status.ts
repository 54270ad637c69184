import { z } from 'zod';
import { RESERVATION_STATUSES, type ReservationStatus } from '../statuses.js';
import { PROGRESS_LABELS, SLOT_PROGRESS, type SlotProgress } from '../trip-progress.js';
import { isoDateTime } from './common.js';
import { wallClockPartsSchema } from './driver-job.js';

/**
 * The customer's trip status page (issue 24, decision 058): `GET /trip-status/{token}`, opened from the link in the
 * "on the way" and "on location" messages, without signing in. It shows where the trip is and nothing else of it: no
 * price, no e-mail, no phone of the passenger.
 */

/** How long after the trip (completed or cancelled, or its pickup if later) the link still opens. */
export const TRIP_STATUS_LINK_HOURS = 12;
/**
 * How long after its pickup a link opens at most, whatever the trip's status (issue 37, decision 070): a trip left
 * open by mistake does not show its addresses and the driver's position for ever.
 */
export const TRIP_STATUS_LINK_HOURS_AFTER_PICKUP = 24;

/** The path of the page a status link opens: `/status/{token}`. */
export const tripStatusPath = (token: string) => `/status/${encodeURIComponent(token)}`;

/** The steps of the day the page lists, in order, each with the time it was reached. */
export const TRIP_STATUS_STEPS = SLOT_PROGRESS.filter((step) => step !== 'assigned');

export const tripStatusStepSchema = z.object({
  progress: z.enum(SLOT_PROGRESS),
  label: z.string(),
  at: isoDateTime.nullable(),
});
export type TripStatusStep = z.infer<typeof tripStatusStepSchema>;

export const tripStatusPositionSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  at: isoDateTime,
  /** The position on OpenStreetMap (https). */
  mapUrl: z.string(),
  /** The street there, when a geocoder is set (decision 059); else null and the page shows the map link alone. */
  street: z.string().nullable(),
});
export type TripStatusPosition = z.infer<typeof tripStatusPositionSchema>;

export const tripStatusSchema = z.object({
  number: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  /** The trip's progress: its least advanced car (null: no driver yet). */
  progress: z.enum(SLOT_PROGRESS).nullable(),
  /** What the page shows large: "On the way", "Cancelled", … */
  progressLabel: z.string(),
  steps: z.array(tripStatusStepSchema),
  pickUpLocal: wallClockPartsSchema.nullable(),
  pickUpLocation: z.string().nullable(),
  dropOffLocation: z.string().nullable(),
  driverFirstName: z.string().nullable(),
  carName: z.string().nullable(),
  /** The office's number, for the page's call link. */
  officePhone: z.string(),
  /** The driver's last shared position while the car is on its way, there or driving (else null). */
  position: tripStatusPositionSchema.nullable(),
});
export type TripStatus = z.infer<typeof tripStatusSchema>;

export const tripStatusParamsSchema = z.strictObject({
  token: z.string().min(1).max(200),
});

/** What the page says the trip is at, in a word or three. */
export function tripStatusLabel(status: ReservationStatus, progress: SlotProgress | null): string {
  if (status === 'cancelled') return 'Cancelled';
  if (status === 'completed') return 'Completed';
  if (progress === null) return 'Booked';
  if (progress === 'assigned') return 'Driver assigned';
  if (progress === 'accepted') return 'Driver confirmed';
  return PROGRESS_LABELS[progress];
}

/** The https link of a position on OpenStreetMap, with a marker. */
export const openStreetMapUrl = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lng.toFixed(5)}#map=16/${lat.toFixed(5)}/${lng.toFixed(5)}`;

/** The progress at which the driver's position is shown to the customer: from leaving until the drop-off. */
export const POSITION_SHOWN_ON: readonly SlotProgress[] = ['on-the-way', 'on-location', 'on-board'];

/**
 * The moment a status link stops opening: 12 hours after the trip is over (or after its pickup if later), and in any
 * case 24 hours after its pickup, over or not. Null only for a trip not over without a pickup time.
 */
export function tripStatusExpiresAt(trip: {
  status: ReservationStatus;
  endedAt: Date | null;
  pickUpAt: Date | null;
}): Date | null {
  const pickUp = trip.pickUpAt?.getTime() ?? null;
  const latest = pickUp === null ? Infinity : pickUp + TRIP_STATUS_LINK_HOURS_AFTER_PICKUP * 3_600_000;
  const over = trip.status === 'completed' || trip.status === 'cancelled';
  const ended = over
    ? Math.max(trip.endedAt?.getTime() ?? 0, pickUp ?? 0) + TRIP_STATUS_LINK_HOURS * 3_600_000
    : Infinity;
  const expires = Math.min(latest, ended);
  return Number.isFinite(expires) ? new Date(expires) : null;
}

/** The server-sent events' name on `GET /trip-status/{token}/events`. */
export const TRIP_STATUS_EVENT = 'status';
