import { greatCircleMiles, type LatLng } from './geo.js';

/**
 * Where the business is, for the airports' order and the address suggestions (issue 38: a New York company's
 * customer was offered the country's airports in no visible order, and "Offerle, KS" for "Off"). No setting names the
 * business's place; two things the installation already has do: the airport its trips use most, and — before there is
 * any trip — the city its time zone is named after (decision 083).
 */

/**
 * The city each United States time zone is named after (IANA's tz database names a zone by its largest city): the
 * business's place until its trips show where it works. A zone not listed gives none.
 */
export const TIME_ZONE_CITIES: Readonly<Record<string, LatLng>> = {
  'America/New_York': { lat: 40.7128, lng: -74.006 },
  'America/Detroit': { lat: 42.3314, lng: -83.0458 },
  'America/Indiana/Indianapolis': { lat: 39.7684, lng: -86.1581 },
  'America/Kentucky/Louisville': { lat: 38.2527, lng: -85.7585 },
  'America/Chicago': { lat: 41.8781, lng: -87.6298 },
  'America/Denver': { lat: 39.7392, lng: -104.9903 },
  'America/Boise': { lat: 43.615, lng: -116.2023 },
  'America/Phoenix': { lat: 33.4484, lng: -112.074 },
  'America/Los_Angeles': { lat: 34.0522, lng: -118.2437 },
  'America/Anchorage': { lat: 61.2181, lng: -149.9003 },
  'Pacific/Honolulu': { lat: 21.3069, lng: -157.8583 },
  'America/Puerto_Rico': { lat: 18.4655, lng: -66.1057 },
};

/** How far from the business an address suggested from a few letters may be: a long airport run, not the country. */
export const BUSINESS_AREA_MILES = 250;

/** An airport as the order reads it: how many trips used it, and where it is. */
export interface AirportInUse extends LatLng {
  tripCount: number;
  name: string;
}

/** The business's place: its busiest airport once a trip has used one, else its time zone's city, else none. */
export function businessPoint(airports: readonly AirportInUse[], timeZone: string): LatLng | null {
  const busiest = airports.reduce<AirportInUse | null>(
    (best, airport) => (airport.tripCount > (best?.tripCount ?? 0) ? airport : best),
    null,
  );
  if (busiest) return { lat: busiest.lat, lng: busiest.lng };
  return TIME_ZONE_CITIES[timeZone] ?? null;
}

/**
 * The airports as the booking's first step lists them: the most used first, then the nearest the business, then by
 * name. On a new installation, before any trip, that is the nearest first: a New York company's LaGuardia, JFK and
 * Newark before Atlanta.
 */
export function byUseThenDistance<A extends AirportInUse>(airports: readonly A[], from: LatLng | null): A[] {
  const miles = (airport: A) => (from ? greatCircleMiles(from, airport) : 0);
  return [...airports].sort(
    (a, b) => b.tripCount - a.tripCount || miles(a) - miles(b) || a.name.localeCompare(b.name, 'en'),
  );
}

/** Whether a place is within the business's area (`BUSINESS_AREA_MILES`); anywhere when the business has no place. */
export const isInBusinessArea = (place: LatLng, business: LatLng | null): boolean =>
  business === null || greatCircleMiles(business, place) <= BUSINESS_AREA_MILES;
