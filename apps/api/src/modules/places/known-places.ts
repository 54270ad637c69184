import type { LatLng } from '@livery/domain';
import type { Executor } from '../../db/client.js';
import { findPlacesByIds } from './places-queries.js';

/** A place a trip names by id, resolved to what a distance and an airport rule need. */
export interface KnownPlace extends LatLng {
  id: number;
  name: string;
  kind: string;
  /** A terminal's airport; null for any other place. */
  airportId: number | null;
  /** An airport or one of its terminals: what the airport end of a from/to-airport trip must be. */
  isAirport: boolean;
  address: string;
  /** An airport's IATA code, or its terminal's airport's; null for any other place. */
  airportCode: string | null;
  /** An international airport, or a terminal of one (decision 094): its pickups take the international grace. */
  international: boolean;
}

/**
 * The known places with these ids (airports, terminals, known addresses), keyed by id; an id that names no
 * place is absent from the map, so the caller says which field is at fault.
 */
export async function findKnownPlaces(db: Executor, ids: readonly number[]): Promise<Map<number, KnownPlace>> {
  const rows = await findPlacesByIds(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        isAirport: row.kind === 'airport' || row.kind === 'terminal',
        international: row.international === true,
      },
    ]),
  );
}

/** One known place by id, or null. */
export async function findKnownPlace(db: Executor, id: number): Promise<KnownPlace | null> {
  return (await findKnownPlaces(db, [id])).get(id) ?? null;
}
