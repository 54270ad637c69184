import type { Database } from './client.js';
import { places } from './schema.js';

/** Real New York-area airports and addresses for the address autocomplete. Idempotent. */
const KNOWN_PLACES = [
  {
    name: 'John F. Kennedy International Airport (JFK)',
    address: 'Queens, NY 11430',
    lat: 40.6413,
    lng: -73.7781,
    kind: 'airport',
  },
  { name: 'LaGuardia Airport (LGA)', address: 'East Elmhurst, NY 11371', lat: 40.7769, lng: -73.874, kind: 'airport' },
  {
    name: 'Newark Liberty International Airport (EWR)',
    address: '3 Brewster Rd, Newark, NJ 07114',
    lat: 40.6895,
    lng: -74.1745,
    kind: 'airport',
  },
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
  {
    name: 'Westchester County Airport (HPN)',
    address: '240 Airport Rd, White Plains, NY 10604',
    lat: 41.067,
    lng: -73.7076,
    kind: 'airport',
  },
];

export async function syncPlaces(db: Database): Promise<void> {
  await db.insert(places).values(KNOWN_PLACES).onConflictDoNothing();
}
