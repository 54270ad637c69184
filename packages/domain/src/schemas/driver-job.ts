import { z } from 'zod';
import { toLocalDateTime } from '../business-time.js';
import { formatClockTime, type BusinessClock } from '../time-format.js';
import { idSchema, isoDateTime } from './common.js';
import { DRIVER_JOB_STATUSES, jobsDriverSchema } from './driver-jobs.js';
import { TRIP_TYPES } from './trip.js';
import { SLOT_PROGRESS, TRIP_EXTRAS } from '../trip-progress.js';
import { slotExtrasSchema, slotTimesSchema } from './trip-progress.js';

/**
 * One job as its driver works it (issue 22, decision 053): `GET /users/{userId}/jobs/{reservationId}`, the page a
 * driver opens on a phone — when and where, whom to call, what to hold up at arrivals, and what they earn.
 */

/**
 * The statuses a job page shows: a job's, and cancelled, so a driver who had the job learns it was called off
 * (the link in their text still opens). A draft or a duplicate was never a job: a 404.
 */
export const DRIVER_JOB_PAGE_STATUSES = [...DRIVER_JOB_STATUSES, 'cancelled'] as const;
export type DriverJobPageStatus = (typeof DRIVER_JOB_PAGE_STATUSES)[number];

export const driverJobParamsSchema = z.strictObject({ id: idSchema, reservationId: idSchema });

/** An instant in the business's wall clock, in the parts a page shows large: `2031-06-05`, `2:30 PM`, `Thursday`. */
export const wallClockPartsSchema = z.object({ date: z.string(), time: z.string(), weekday: z.string() });
export type WallClockParts = z.infer<typeof wallClockPartsSchema>;

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();
const weekdayFormatter = (timeZone: string) => {
  let formatter = weekdayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' });
    weekdayFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/**
 * The parts of an instant on the business's clock: its time zone, and its 12- or 24-hour choice for the time
 * (decision 056). Written by the server, so a driver whose phone is set to another zone still reads the pickup as
 * the office booked it.
 */
export function wallClockParts(instant: Date, clock: BusinessClock): WallClockParts {
  const [date = '', time = ''] = toLocalDateTime(instant, clock.timeZone).split('T');
  return {
    date,
    time: formatClockTime(time, clock.timeFormat),
    weekday: weekdayFormatter(clock.timeZone).format(instant),
  };
}

/** An address of the trip, with its coordinates when it is a known place (an airport, a terminal, a saved address). */
export const jobPlaceSchema = z.object({
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type JobPlace = z.infer<typeof jobPlaceSchema>;

/** One car of the trip this driver drives (their slot), with its share and whether it was paid. */
export const driverJobCarSchema = z.object({
  slotId: z.number().int(),
  carName: z.string(),
  slot: z.number().int(),
  driverShare: z.number(),
  isPaid: z.boolean(),
  paidAt: isoDateTime.nullable(),
  /** Where this car is in the day of the trip (issue 24), and when each step was reached. */
  progress: z.enum(SLOT_PROGRESS).nullable(),
  times: slotTimesSchema,
  /** The extras the driver reported after the trip and their review; null when none. */
  extras: slotExtrasSchema.nullable(),
});
export type DriverJobCar = z.infer<typeof driverJobCarSchema>;

export const driverJobDetailsSchema = z.object({
  reservationId: z.number().int(),
  /** `A` + the reservation's id. */
  number: z.string(),
  status: z.enum(DRIVER_JOB_PAGE_STATUSES),
  tripType: z.enum(TRIP_TYPES),
  /** Hourly work or a shared ride, and how long or how many seats (decision 092); null for a transfer. */
  service: z.string().nullable(),
  pickUpDateTime: isoDateTime,
  /** The pickup in the business time zone. */
  pickUpLocal: wallClockPartsSchema,
  pickUp: jobPlaceSchema.nullable(),
  dropOff: jobPlaceSchema.nullable(),
  /** The extra stops, in order. */
  stops: z.array(jobPlaceSchema),
  passengerName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  passengers: z.number().int().nullable(),
  flightNumber: z.string().nullable(),
  airline: z.string().nullable(),
  hotelName: z.string().nullable(),
  /** Whether the chauffeur meets the passengers inside (charged on this leg, as priced). */
  meetAndGreet: z.boolean(),
  /** What the chauffeur holds up on meet & greet; null without it. */
  nameSign: z.string().nullable(),
  comments: z.string().nullable(),
  isBagsChecked: z.boolean(),
  /** The cars this driver drives on the trip (one, unless they were given several). */
  cars: z.array(driverJobCarSchema).min(1),
  /** Their shares on this trip, summed (two decimals). */
  totalShare: z.number(),
  /** Every car of theirs paid. */
  isPaid: z.boolean(),
  driver: jobsDriverSchema,
  /** The extras the office takes from drivers after the drop-off (configuration), with a minute's waiting price. */
  extrasOffered: z.array(z.enum(TRIP_EXTRAS)),
});
export type DriverJobDetails = z.infer<typeof driverJobDetailsSchema>;

/**
 * The sign a chauffeur holds up on meet & greet: the passenger's name. A trip keeps no sign text of its own
 * (decision 053); when it does, it goes first here.
 */
export const nameSignOf = (trip: { meetAndGreet: boolean; name: string | null }): string | null => {
  const name = trip.name?.trim();
  return trip.meetAndGreet && name ? name : null;
};

/**
 * A link that starts navigation to a place in the phone's maps app: Google Maps' documented directions URL (it
 * opens the app on Android and iOS, the site elsewhere), to the coordinates when known, else to the address.
 */
export function navigateUrl(place: JobPlace): string {
  const destination =
    place.lat !== null && place.lng !== null ? `${place.lat},${place.lng}` : encodeURIComponent(place.address);
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}
