import type { Airport, Terminal } from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { listAirports, listTerminals } from './places-queries.js';

/** The airports, the most used first (SPEC §7), each with its terminals when asked: two queries, whatever the count. */
export async function airportsWithTerminals(db: Executor, includeLocations: boolean): Promise<Airport[]> {
  const airports = await listAirports(db);
  const rows = airports.map(({ code, ...airport }) => ({ ...airport, code: code ?? '' }));
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
