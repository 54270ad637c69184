import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import { places } from '../../db/schema.js';
import { likePattern } from '../../lib/list-helpers.js';

/** A terminal's airport, joined to read its international flag. */
const airport = alias(places, 'airport');

/**
 * Known places whose name or address holds the search, by name. Terminals are left out: they are chosen with
 * their airport (`GET /airports?includeLocations=true`), and "terminal" would otherwise fill the suggestions.
 */
export function searchPlaces(db: Executor, query: { search?: string | undefined; limit: number }) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return db
    .select({
      id: places.id,
      name: places.name,
      address: places.address,
      kind: places.kind,
      lat: places.lat,
      lng: places.lng,
    })
    .from(places)
    .where(
      and(
        ne(places.kind, 'terminal'),
        pattern ? or(ilike(places.name, pattern), ilike(places.address, pattern)) : undefined,
      ),
    )
    .orderBy(places.name)
    .limit(query.limit);
}

/**
 * Every airport, the most used first (the trips from or to it or its terminals, kept by a trigger), then by name
 * (`places_airport_use_idx`, decision 056).
 */
export function listAirports(db: Executor) {
  return db
    .select({
      id: places.id,
      code: places.code,
      name: places.name,
      address: places.address,
      lat: places.lat,
      lng: places.lng,
      international: places.international,
      tripCount: places.tripCount,
    })
    .from(places)
    .where(and(eq(places.kind, 'airport'), isNotNull(places.code)))
    .orderBy(desc(places.tripCount), asc(places.name));
}

/** The terminals of these airports, by name within each (`places_airport_name_idx`). */
export function listTerminals(db: Executor, airportIds: readonly number[]) {
  if (airportIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: places.id, airportId: places.airportId, name: places.name, lat: places.lat, lng: places.lng })
    .from(places)
    .where(inArray(places.airportId, [...airportIds]))
    .orderBy(asc(places.airportId), asc(places.name));
}

/** The places with these ids (by primary key), whatever their kind. */
export function findPlacesByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: places.id,
      name: places.name,
      kind: places.kind,
      lat: places.lat,
      lng: places.lng,
      airportId: places.airportId,
      address: places.address,
      // An airport's IATA code, or a terminal's airport's (the airport fee and the zones, decision 092).
      airportCode: sql<
        string | null
      >`case when ${places.kind} in ('airport', 'terminal') then coalesce(${places.code}, (select a.code from places a where a.id = "places"."airport_id")) end`,
      // A terminal is international when its airport is (decision 094).
      international: sql<boolean>`coalesce(${airport.international}, ${places.international})`,
    })
    .from(places)
    .leftJoin(airport, eq(airport.id, places.airportId))
    .where(inArray(places.id, [...ids]));
}

/** Marks an airport international or not; null when no airport has this id. */
export async function setAirportInternational(db: Executor, id: number, international: boolean) {
  const [row] = await db
    .update(places)
    .set({ international })
    .where(and(eq(places.id, id), eq(places.kind, 'airport')))
    .returning({ id: places.id });
  return row ?? null;
}

/**
 * Every known place for the address fields' suggestions (issue 25): airports, then terminals, then the other places,
 * the busiest airports first. The table holds tens of rows; `place-suggestions.ts` keeps them a minute.
 */
export function listPlacesForSuggestions(db: Executor) {
  const kindOrder = sql<number>`case ${places.kind} when 'airport' then 0 when 'terminal' then 1 else 2 end`;
  return db
    .select({
      id: places.id,
      name: places.name,
      address: places.address,
      kind: places.kind,
      code: places.code,
      airportId: places.airportId,
      lat: places.lat,
      lng: places.lng,
      tripCount: places.tripCount,
    })
    .from(places)
    .orderBy(kindOrder, desc(places.tripCount), asc(places.name));
}
