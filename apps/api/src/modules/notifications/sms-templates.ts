import { APP_NAME, PHONE_TYPES } from '@livery/domain';
import type { OutgoingMail } from './mail-queries.js';
import { writtenPickUp } from '../../lib/business-clock.js';

/**
 * Texts to drivers through their carrier's e-mail-to-SMS gateway (DESIGN §5 "Notifications", decision 046): the
 * phone's ten digits and the carrier's suffix (`users.phone_type`), a short plain text that fits one long SMS.
 */

/** At most this many characters: what carriers' gateways pass on without cutting (two SMS segments, about). */
export const SMS_MAX_LENGTH = 300;

/** What a driver needs to know of a trip, for the text and the e-mail. */
export interface TripForDriver {
  number: string;
  pickUpAt: Date | null;
  name: string | null;
  phoneNumber: string | null;
  pickUpLocation: string | null;
  dropOffLocation: string | null;
  stops: readonly string[];
  meetAndGreet: boolean;
  flightNumber: string | null;
  airline: string | null;
  comments: string | null;
  /** The job page (`/jobs/{id}`) of a driver who drives the trip: the text ends with it, never cut (decision 053). */
  link?: string;
}

/** A driver given a car, taken off one, or told that the trip they drive changed (decision 055). */
export type AssignmentChange = 'assigned' | 'removed' | 'changed';

/**
 * The gateway address of a phone: its ten digits (a leading country code 1 dropped, as the gateways want) and the
 * carrier's suffix. Null without a phone or a known carrier, or when the number is not ten digits: no text, the
 * driver still gets the e-mail.
 */
export function smsAddress(phoneNumber: string | null, phoneType: string | null): string | null {
  if (!phoneNumber || !phoneType || !PHONE_TYPES.some((type) => type.value === phoneType)) return null;
  const all = phoneNumber.replace(/\D/g, '');
  const digits = all.length === 11 && all.startsWith('1') ? all.slice(1) : all;
  return digits.length === 10 ? `${digits}${phoneType}` : null;
}

const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** Plain ASCII "..." rather than an ellipsis: one character outside SMS's alphabet halves a segment. */
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, Math.max(0, max - 3)).trimEnd()}...`;
const lengthOf = (lines: readonly string[]) => lines.join('\n').length;

export const pickUpTimeOf = (trip: Pick<TripForDriver, 'pickUpAt'>, timeZone: string) =>
  trip.pickUpAt ? writtenPickUp(trip.pickUpAt, timeZone) : 'not set';

export const flightOf = (trip: Pick<TripForDriver, 'flightNumber' | 'airline'>) =>
  [oneLine(trip.flightNumber), trip.airline ? `(${oneLine(trip.airline)})` : ''].filter(Boolean).join(' ');

/** The shortest a line is cut to (then the whole text is). */
const MIN_LINE = 16;

/**
 * The text to a driver given or taken off a trip: number, pickup time (business time zone), customer and phone,
 * pickup, dropoff, stops, meet & greet, flight and comments, in at most `SMS_MAX_LENGTH` characters. The comments
 * take what room is left (cut to fit, or left out); when even the rest is too long, every line but the header and
 * the time is cut to one common length, the longest that fits.
 */
export function driverSmsText(
  change: AssignmentChange,
  trip: TripForDriver,
  timeZone: string,
  /** On a change: what changed ("pickup time", "route"). */
  changed: readonly string[] = [],
): string {
  const header =
    change === 'assigned'
      ? `${APP_NAME}: trip ${trip.number} is yours.`
      : change === 'removed'
        ? `${APP_NAME}: trip ${trip.number} is no longer yours.`
        : `${APP_NAME}: trip ${trip.number} changed (${changed.join(', ') || 'details'}). Now:`;
  const flight = flightOf(trip);
  const stops = trip.stops.map(oneLine).filter(Boolean);
  const full = [
    header,
    `Pickup ${pickUpTimeOf(trip, timeZone)}`,
    `Customer ${[oneLine(trip.name), oneLine(trip.phoneNumber)].filter(Boolean).join(' ') || '-'}`,
    `From ${oneLine(trip.pickUpLocation) || '-'}`,
    `To ${oneLine(trip.dropOffLocation) || '-'}`,
    ...(stops.length ? [`Stops: ${stops.join('; ')}`] : []),
    `Meet & greet: ${trip.meetAndGreet ? 'yes' : 'no'}`,
    ...(flight ? [`Flight ${flight}`] : []),
  ];
  // The job page's address, last, is never cut either (a cut link opens nothing): the rest fits in what it leaves.
  const link = trip.link ? `\n${trip.link}` : '';
  const max = SMS_MAX_LENGTH - link.length;
  // The header and the time are never cut; the others are cut to one length, the longest that lets all fit.
  const fitted = (cap: number) => full.map((line, i) => (i < 2 ? line : clip(line, cap)));
  let cap = Math.max(...full.map((line) => line.length));
  while (cap > MIN_LINE && lengthOf(fitted(cap)) > max) cap -= 1;
  const lines = fitted(cap);
  const comments = oneLine(trip.comments);
  const room = max - lengthOf(lines) - 1;
  if (comments && room >= 'Notes: '.length + 8) lines.push(clip(`Notes: ${comments}`, room));
  return clip(lines.join('\n'), max) + link;
}

/** The text as a message to the gateway, or null when the driver has no phone or carrier to text. */
export function driverSms(
  change: AssignmentChange,
  driver: { phoneNumber: string | null; phoneType: string | null },
  trip: TripForDriver,
  timeZone: string,
  changed: readonly string[] = [],
): OutgoingMail | null {
  const to = smsAddress(driver.phoneNumber, driver.phoneType);
  // No subject: gateways put it before the text, where it would take room.
  return to ? { to, subject: '', text: driverSmsText(change, trip, timeZone, changed) } : null;
}
