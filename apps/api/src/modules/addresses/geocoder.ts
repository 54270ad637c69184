import {
  addressKeyOf,
  isLatLng,
  type LatLng,
  oneLineAddress,
  type PlacedPoint,
  type PointPrecision,
} from '@livery/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { purgeCached, readCached, writeCached } from './addresses-queries.js';
import { placeEmbedded, suggestEmbedded } from './embedded-lookup.js';
import { photonReverse, photonSearch, type GeocodedAddress, type PhotonOptions } from './photon-client.js';

/**
 * The geocoder (issue 25, decision 059): Photon when `GEOCODER_URL` is set, its answers kept a day in
 * `geocoder_cache`; the embedded ZIP and city lookup otherwise, and whenever Photon fails or is late.
 */
export interface Geocoder {
  /** Where the business is, which searches lean towards (decision 083); null when nothing says. */
  near(db: Executor): Promise<LatLng | null>;
  /** Addresses for a search as typed, each with how exactly it is placed. */
  suggest(db: Executor, q: string, limit: number): Promise<GeocoderSuggestion[]>;
  /** Where an address is, or null when nothing can place it. */
  place(db: Executor, address: string): Promise<PlacedPoint | null>;
  /** A street for a position (the driver's, on the status page); null without a geocoder or an answer. */
  reverse(db: Executor, point: LatLng): Promise<string | null>;
}

export interface GeocoderSuggestion {
  name: string;
  address: string;
  precision: PointPrecision;
}

export interface GeocoderOptions {
  /** Photon's base URL; without it, the embedded lookup alone. */
  url: string | undefined;
  timeoutMs: number;
  /** Where searches lean: the business's location (its busiest airport, else its time zone's city), or null. */
  bias: (db: Executor) => Promise<LatLng | null>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many addresses a search asks Photon for. */
const PHOTON_LIMIT = 10;

const isAddressList = (value: unknown): value is GeocodedAddress[] =>
  Array.isArray(value) &&
  value.every(
    (v: Partial<GeocodedAddress> | null) =>
      typeof v?.name === 'string' &&
      typeof v.address === 'string' &&
      typeof v.lat === 'number' &&
      typeof v.lng === 'number',
  );

const fromEmbedded = (q: string, limit: number, near: LatLng | null): GeocoderSuggestion[] =>
  suggestEmbedded(q, limit, near);

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const now = options.now ?? (() => new Date());
  const photon: PhotonOptions | null = options.url ? { baseUrl: options.url, timeoutMs: options.timeoutMs } : null;
  let purgedAt = 0;

  /** The fresh answer under `key`, or what `fetch` finds (kept a day; old rows purged at most hourly). */
  async function cached(db: Executor, key: string, fetch: () => Promise<GeocodedAddress[]>) {
    const found = await readCached(db, key, new Date(now().getTime() - DAY_MS));
    if (isAddressList(found)) return found;
    const answer = await fetch();
    // Each answer is also the placing of its own address: choosing a suggestion needs no second call.
    await writeCached(db, [
      { key, answer },
      ...answer.map((a) => ({ key: `a:${addressKeyOf(a.address)}`, answer: [a] })),
    ]);
    if (now().getTime() - purgedAt > DAY_MS / 24) {
      purgedAt = now().getTime();
      await purgeCached(db, new Date(purgedAt - DAY_MS));
    }
    return answer;
  }

  const failed = (error: unknown, what: string) =>
    options.log.warn({ err: error }, `The geocoder failed to ${what}: the embedded lookup answers instead`);

  return {
    near: (db) => options.bias(db),

    async suggest(db, q, limit) {
      const text = oneLineAddress(q);
      const bias = await options.bias(db);
      if (!photon || text.length < 3) return fromEmbedded(text, limit, bias);
      try {
        const where = bias ? `${bias.lat.toFixed(2)},${bias.lng.toFixed(2)}` : '-';
        // One answer per search, whatever the limit: the cache's key is the text and the bias.
        const found = await cached(db, `q:${where}:${addressKeyOf(text)}`, () =>
          photonSearch(photon, text, bias, PHOTON_LIMIT),
        );
        if (found.length === 0) return fromEmbedded(text, limit, bias);
        return found.slice(0, limit).map(({ name, address }) => ({ name, address, precision: 'geocoder' as const }));
      } catch (error) {
        failed(error, 'suggest addresses');
        return fromEmbedded(text, limit, bias);
      }
    },

    async place(db, address) {
      const text = oneLineAddress(address);
      if (photon) {
        try {
          const [found] = await cached(db, `a:${addressKeyOf(text)}`, async () =>
            (await photonSearch(photon, text, await options.bias(db), 1)).slice(0, 1),
          );
          if (found && isLatLng(found)) return { lat: found.lat, lng: found.lng, precision: 'geocoder' };
        } catch (error) {
          failed(error, 'place an address');
        }
      }
      const embedded = placeEmbedded(text);
      return embedded && { lat: embedded.lat, lng: embedded.lng, precision: embedded.precision };
    },

    async reverse(db, point) {
      if (!photon || !isLatLng(point)) return null;
      try {
        const key = `r:${point.lat.toFixed(4)},${point.lng.toFixed(4)}`;
        const [found] = await cached(db, key, async () => {
          const street = await photonReverse(photon, point);
          return street ? [street] : [];
        });
        return found?.address ?? null;
      } catch (error) {
        options.log.warn({ err: error }, 'The geocoder failed to name a position');
        return null;
      }
    },
  };
}
