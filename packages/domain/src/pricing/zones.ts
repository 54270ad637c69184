/**
 * Flat rates (decision 088): which zone a place is in, and a class's flat price between two zones. A place is in a
 * zone when its airport, else its ZIP code, else its city is listed there; the card lists each at most once.
 */
import type { Cents } from './types.js';
import type { RateCard, Zone } from './rate-card.js';

/** Where a trip starts or ends, as far as zones are concerned. */
export interface ZonePlace {
  /** The airport's IATA code, when the place is an airport or one of its terminals. */
  airport?: string | null;
  zip?: string | null;
  city?: string | null;
}

const same = (listed: readonly string[], key: string) => {
  for (const item of listed) if (item.trim().toLowerCase() === key) return true;
  return false;
};

function zoneListing(zones: readonly Zone[], field: 'airports' | 'zips' | 'cities', value: string | null | undefined) {
  const key = value?.trim().toLowerCase();
  if (!key) return null;
  for (const zone of zones) if (same(zone[field], key)) return zone;
  return null;
}

/** The zone the place is in: by its airport, then its ZIP code, then its city (without case); null when none. */
export function zoneOf(place: ZonePlace, zones: readonly Zone[]): Zone | null {
  return (
    zoneListing(zones, 'airports', place.airport) ??
    zoneListing(zones, 'zips', place.zip) ??
    zoneListing(zones, 'cities', place.city)
  );
}

/** The class's flat price between the two zones, either direction; null when the card has none (or a zone is). */
export function flatRateFor(
  card: Pick<RateCard, 'flatRates'>,
  fromZone: number | null,
  toZone: number | null,
  carId: number,
): Cents | null {
  if (fromZone === null || toZone === null) return null;
  for (const rate of card.flatRates) {
    if (rate.carId !== carId) continue;
    if ((rate.zoneA === fromZone && rate.zoneB === toZone) || (rate.zoneA === toZone && rate.zoneB === fromZone))
      return rate.price;
  }
  return null;
}

/** `…, New York, NY 10118` (a US address's city, state and ZIP code): the city and the ZIP code. */
const CITY_STATE_ZIP = /(?:^|,)\s*([^,]+?),\s*[A-Za-z]{2}\s+(\d{5})(?:-\d{4})?\b/;
const ANY_ZIP = /\b(\d{5})(?:-\d{4})?\b/g;

/**
 * What a zone can recognise of a place (decision 092): an airport by its IATA code, else the ZIP code and city read
 * from its address (`350 5th Ave, New York, NY 10118`): the city before the state, the last 5-digit ZIP code.
 */
export function zonePlaceOf(address: string, airport: string | null = null): ZonePlace {
  const match = CITY_STATE_ZIP.exec(address);
  if (match) return { airport, city: match[1]?.trim() ?? null, zip: match[2] ?? null };
  const zips = [...address.matchAll(ANY_ZIP)];
  return { airport, city: null, zip: zips.at(-1)?.[1] ?? null };
}
