import { formatMoney, type Reservation } from '@livery/domain';
import { writtenPickUp } from '../../../lib/business-clock.js';

/**
 * What a change of a booked trip changed on a leg (issue 22, decision 055), for its history row ("Changed: pickup
 * 2030-06-01 10:00 → 12:00; cars Sedan × 1 → SUV × 1; price $139.75 → $154.75"), for its drivers, who are told
 * of a new time, route, cars or flight, and for the office when the customer made it (issue 38, item 6).
 */
export interface LegChange {
  /** The history row's reason: the fields changed, each before → after. */
  summary: string;
  /** The same, one field a line ("pickup Fri 2030-06-01 10:00 AM → 12:00 PM"); empty when nothing changed. */
  fields: string[];
  /** What the drivers are told changed ("pickup time", "route", "cars", "flight"); empty when nothing of theirs. */
  forDrivers: string[];
}

/** Long texts (comments, addresses) are cut in the history row: it says what changed, the details page shows it all. */
const MAX_VALUE = 80;
const shown = (text: string) => (text.length <= MAX_VALUE ? text : `${text.slice(0, MAX_VALUE - 1).trimEnd()}…`);
const orNone = (text: string | null | undefined) => (text === null || text === undefined || text === '' ? '—' : text);

const pickUpOf = (leg: Reservation, timeZone: string) =>
  leg.pickUpDateTime ? writtenPickUp(new Date(leg.pickUpDateTime), timeZone) : '—';
const stopsOf = (leg: Reservation) => leg.stops.map((stop) => stop.address).join('; ') || 'none';
const carsOf = (leg: Reservation) => leg.cars.map((car) => `${car.name} × ${car.count}`).join(', ') || 'none';
/** Miles staff typed are an override (decision 059): the history says so. */
const milesOf = (leg: Reservation) =>
  leg.miles === null ? '—' : `${leg.miles}${leg.milesPrecision === 'staff' ? ' (typed by staff)' : ''}`;
const flightOf = (leg: Reservation) => [leg.flightNumber, leg.airline].filter(Boolean).join(' ') || '—';

interface Field {
  label: string;
  read: (leg: Reservation, timeZone: string) => string;
  /** What the drivers are told changed, for the fields that are theirs. */
  driver?: string;
  /** Say that it changed, not what to (free text). */
  changedOnly?: boolean;
}

const FIELDS: readonly Field[] = [
  { label: 'pickup', read: pickUpOf, driver: 'pickup time' },
  { label: 'from', read: (leg) => orNone(leg.pickUpLocation), driver: 'route' },
  { label: 'to', read: (leg) => orNone(leg.dropOffLocation), driver: 'route' },
  { label: 'stops', read: stopsOf, driver: 'route' },
  { label: 'miles', read: milesOf },
  { label: 'cars', read: carsOf, driver: 'cars' },
  { label: 'passengers', read: (leg) => String(leg.passengers ?? '—') },
  { label: 'flight', read: flightOf, driver: 'flight' },
  { label: 'bags checked', read: (leg) => (leg.isBagsChecked ? 'yes' : 'no') },
  { label: 'name', read: (leg) => orNone(leg.name) },
  { label: 'e-mail', read: (leg) => orNone(leg.email) },
  { label: 'phone', read: (leg) => orNone(leg.phoneNumber) },
  { label: 'hotel', read: (leg) => orNone(leg.hotelName) },
  { label: 'affiliate', read: (leg) => orNone(leg.affiliateName) },
  { label: 'customer account', read: (leg) => (leg.customerId === null ? 'none' : `#${leg.customerId}`) },
  { label: 'comments', read: (leg) => orNone(leg.comments), changedOnly: true },
  { label: 'price', read: (leg) => (leg.amount === null ? '—' : formatMoney(leg.amount)) },
];

/** The change of one leg, read from the leg before and after (`toReservation` of each). */
export function describeLegChange(before: Reservation, after: Reservation, timeZone: string): LegChange {
  const parts: string[] = [];
  const forDrivers = new Set<string>();
  for (const field of FIELDS) {
    const was = field.read(before, timeZone);
    const now = field.read(after, timeZone);
    if (was === now) continue;
    if (field.driver) forDrivers.add(field.driver);
    if (field.changedOnly) parts.push(`${field.label} changed`);
    else parts.push(`${field.label} ${shown(was)} → ${shown(now)}`);
  }
  return {
    summary: parts.length === 0 ? 'Saved without changes' : `Changed: ${parts.join('; ')}`,
    fields: parts,
    forDrivers: [...forDrivers],
  };
}
