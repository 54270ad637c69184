import { businessPoint, byUseThenDistance, type Airport, type LatLng, type Terminal } from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { listAirports, listTerminals } from './places-queries.js';

/**
 * Where the business is (the domain's `businessPoint`, decision 083): its busiest airport once trips use one, else the
 * city its time zone is named after. The airports' order and the address suggestions lean towards it.
 */
export async function businessLocation(db: Executor, timeZone: string): Promise<LatLng | null> {
  return businessPoint(await listAirports(db), timeZone);
}

/**
 * The airports (SPEC §7), the most used first, then the nearest the business (issue 38: on a new installation they
 * were the country's in the alphabet's order), each with its terminals when asked: two queries, whatever the count.
 */
export async function airportsWithTerminals(
  db: Executor,
  includeLocations: boolean,
  timeZone: string,
): Promise<Airport[]> {
  const airports = await listAirports(db);
  const ordered = byUseThenDistance(airports, businessPoint(airports, timeZone));
  const rows = ordered.map(({ code, tripCount: _tripCount, ...airport }) => ({ ...airport, code: code ?? '' }));
  if (!includeLocations) return rows;
  const byAirport = new Map<number, Terminal[]>();
  const ids = rows.map((airport) => airport.id);
  const terminals = await listTerminals(db, ids);
  for (const { airportId, ...terminal } of terminals) {
    if (airportId === null) continue;
    byAirport.set(airportId, [...(byAirport.get(airportId) ?? []), terminal]);
  }
  return rows.map((airport) => ({ ...airport, terminals: byAirport.get(airport.id) ?? [] }));
}
