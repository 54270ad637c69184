import { APP_NAME, PHONE_TYPES } from '@livery/domain';
import type { OutgoingMail } from './mail-queries.js';
import { writtenPickUp } from '../../lib/business-clock.js';

/**
 * Texts to drivers through their carrier's e-mail-to-SMS gateway (DESIGN §5 "Notifications", decision 046): the
 * phone's ten digits and the carrier's suffix (`users.phone_type`), a short plain text that fits one long SMS.
 */

/**
 * One SMS segment: 160 characters of SMS's own alphabet arrive as one message on every phone, read at a glance
 * (issue 38, item 25). A text is this short whenever what it must say fits.
 */
export const SMS_SEGMENT_LENGTH = 160;

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
  /** The job page (`/jobs/{id}`): every text to a driver about the trip carries it, second, never cut (decision 082). */
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

export const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** Plain ASCII "..." rather than an ellipsis: one character outside SMS's alphabet halves a segment. */
export const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, Math.max(0, max - 3)).trimEnd()}...`;
const lengthOf = (lines: readonly string[]) => lines.join('\n').length;

export const pickUpTimeOf = (trip: Pick<TripForDriver, 'pickUpAt'>, timeZone: string) =>
  trip.pickUpAt ? writtenPickUp(trip.pickUpAt, timeZone) : 'not set';

export const flightOf = (trip: Pick<TripForDriver, 'flightNumber' | 'airline'>) =>
  [oneLine(trip.flightNumber), trip.airline ? `(${oneLine(trip.airline)})` : ''].filter(Boolean).join(' ');

/** The shortest a line is cut to (then the whole text is). */
const MIN_LINE = 16;
/** The shortest a route line is cut to so that a text keeps to one segment; shorter, it takes two. */
const MIN_SEGMENT_LINE = 24;

/** A text in its parts, most needed first (`fitSms`). */
export interface SmsParts {
  /** Never cut: the first line (who sends it and what happened), then the link, then the time. */
  head: readonly string[];
  /** What the text must say besides (the route): cut to one common length, the longest that lets all fit. */
  body: readonly string[];
  /** Said when there is room, each whole or left out, in this order. */
  extras?: readonly string[];
  /** Free text, last, cut to the room left or left out. */
  notes?: string;
}

/** The body cut to one common length, the longest that fits in `room` characters (not below `MIN_LINE`). */
function cutToFit(body: readonly string[], room: number): { lines: string[]; cap: number } {
  const fitted = (cap: number) => body.map((line) => clip(line, cap));
  let cap = Math.max(0, ...body.map((line) => line.length));
  while (cap > MIN_LINE && lengthOf(fitted(cap)) > room) cap -= 1;
  return { lines: fitted(cap), cap };
}

/**
 * A text as short as it can be (decision 082): one segment (`SMS_SEGMENT_LENGTH`) when its head and body fit in it,
 * the body's lines cut to no less than `MIN_SEGMENT_LINE`, then the extras that fit with them; else up to
 * `SMS_MAX_LENGTH`, the body cut only as that needs. The link comes early and whole: a gateway that cuts a long text
 * at one segment still delivers it, and the page it opens says the rest.
 */
export function fitSms(parts: SmsParts): string {
  const { head, body } = parts;
  const longest = Math.max(0, ...body.map((line) => line.length));
  const inOne = cutToFit(body, SMS_SEGMENT_LENGTH - lengthOf(head) - 1);
  const fitsOne =
    lengthOf([...head, ...inOne.lines]) <= SMS_SEGMENT_LENGTH && inOne.cap >= Math.min(longest, MIN_SEGMENT_LINE);
  const max = fitsOne ? SMS_SEGMENT_LENGTH : SMS_MAX_LENGTH;
  const lines = [...head, ...(fitsOne ? inOne : cutToFit(body, max - lengthOf(head) - 1)).lines];
  for (const extra of parts.extras ?? []) if (lengthOf([...lines, extra]) <= max) lines.push(extra);
  const left = max - lengthOf(lines) - 1;
  if (parts.notes && left >= 'Notes: '.length + 8) lines.push(clip(`Notes: ${parts.notes}`, left));
  return lines.join('\n');
}

/**
 * The text to a driver given or taken off a trip, or told it changed: the header, the job page's link, the pickup
 * time (business time zone), from and to; then, as room allows, meet & greet, the flight, the customer and phone,
 * the stops and the comments. In one segment whenever the first five fit, the route cut if need be (decision 082); the
 * job page says it all.
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
        : `${APP_NAME}: trip ${trip.number} changed (${changed.join(', ') || 'details'}).`;
  const flight = flightOf(trip);
  const stops = trip.stops.map(oneLine).filter(Boolean);
  const customer = [oneLine(trip.name), oneLine(trip.phoneNumber)].filter(Boolean).join(' ');
  return fitSms({
    head: [header, ...(trip.link ? [trip.link] : []), `Pickup ${pickUpTimeOf(trip, timeZone)}`],
    body: [`From ${oneLine(trip.pickUpLocation) || '-'}`, `To ${oneLine(trip.dropOffLocation) || '-'}`],
    extras: [
      ...(trip.meetAndGreet ? ['Meet & greet'] : []),
      ...(flight ? [`Flight ${flight}`] : []),
      ...(customer ? [`Customer ${customer}`] : []),
      ...(stops.length ? [`Stops: ${stops.join('; ')}`] : []),
    ],
    notes: oneLine(trip.comments),
  });
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
