import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { KNOWN_AIRPORTS } from './known-airports.js';
import { places } from './schema.js';

/** Real New York-area addresses for the address autocomplete; airports and terminals are in known-airports.ts. */
const KNOWN_PLACES = [
  {
    name: 'Grand Central Terminal',
    address: '89 E 42nd St, New York, NY 10017',
    lat: 40.7527,
    lng: -73.9772,
    kind: 'station',
  },
  {
    name: 'Penn Station',
    address: '8th Ave & W 31st St, New York, NY 10001',
    lat: 40.7506,
    lng: -73.9935,
    kind: 'station',
  },
  {
    name: 'Empire State Building',
    address: '20 W 34th St, New York, NY 10001',
    lat: 40.7484,
    lng: -73.9857,
    kind: 'address',
  },
  {
    name: 'Rockefeller Center',
    address: '45 Rockefeller Plaza, New York, NY 10111',
    lat: 40.7587,
    lng: -73.9787,
    kind: 'address',
  },
  {
    name: 'Barclays Center',
    address: '620 Atlantic Ave, Brooklyn, NY 11217',
    lat: 40.6826,
    lng: -73.9754,
    kind: 'address',
  },
  { name: 'The Plaza Hotel', address: '768 5th Ave, New York, NY 10019', lat: 40.7646, lng: -73.9743, kind: 'hotel' },
];

type PlaceRow = typeof places.$inferInsert;

/**
 * Writes the known places by name: a new one is added, a changed one (a corrected coordinate) updated, an
 * unchanged one not written at all, so a start-up on a database that has them writes nothing.
 */
function upsertPlaces(db: Database, rows: PlaceRow[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(places)
    .values(rows)
    .onConflictDoUpdate({
      target: places.name,
      set: {
        address: sql`excluded.address`,
        lat: sql`excluded.lat`,
        lng: sql`excluded.lng`,
        kind: sql`excluded.kind`,
        code: sql`excluded.code`,
        airportId: sql`excluded.airport_id`,
      },
      setWhere: sql`(${places.address}, ${places.lat}, ${places.lng}, ${places.kind}, ${places.code}, ${places.airportId})
        is distinct from (excluded.address, excluded.lat, excluded.lng, excluded.kind, excluded.code, excluded.airport_id)`,
    });
}

/** The known addresses, airports and their terminals (decision 038). Idempotent; runs at every start. */
export async function syncPlaces(db: Database): Promise<void> {
  await upsertPlaces(db, KNOWN_PLACES);
  await upsertPlaces(
    db,
    KNOWN_AIRPORTS.map(({ code, name, address, lat, lng }) => ({ code, name, address, lat, lng, kind: 'airport' })),
  );
  const airports = await db.select({ id: places.id, code: places.code }).from(places).where(eq(places.kind, 'airport'));
  const airportIds = new Map(airports.map((row) => [row.code, row.id]));
  await upsertPlaces(
    db,
    KNOWN_AIRPORTS.flatMap((airport) => {
      const airportId = airportIds.get(airport.code);
      if (airportId === undefined) throw new Error(`airport ${airport.code} was not saved`);
      return airport.terminals.map((terminal) => ({ ...terminal, kind: 'terminal', airportId }));
    }),
  );
}
