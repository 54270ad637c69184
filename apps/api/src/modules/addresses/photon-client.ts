import type { LatLng } from '@livery/domain';
import { z } from 'zod';

/**
 * A client of Photon (https://github.com/komoot/photon), the OpenStreetMap geocoder with a search-as-you-type API:
 * `GET /api?q=…&lat=…&lon=…&limit=…` and `GET /reverse?lat=…&lon=…`, both answering GeoJSON. Every call has a
 * deadline (`GEOCODER_TIMEOUT_MS`); a failure is thrown for the caller to fall back on the embedded lookup.
 */
export interface GeocodedAddress extends LatLng {
  /** The headline: a named place's name, else the street line. */
  name: string;
  /** The whole address as the field then holds it: "350 5th Avenue, New York, NY 10118". */
  address: string;
}

const featureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
  properties: z
    .object({
      name: z.string().optional(),
      housenumber: z.string().optional(),
      street: z.string().optional(),
      postcode: z.string().optional(),
      city: z.string().optional(),
      district: z.string().optional(),
      state: z.string().optional(),
      countrycode: z.string().optional(),
    })
    .loose(),
});
const collectionSchema = z.object({ features: z.array(z.unknown()) });

/** One feature as an address, or null when it has no usable coordinates or words. */
function toAddress(feature: unknown): GeocodedAddress | null {
  const parsed = featureSchema.safeParse(feature);
  if (!parsed.success) return null;
  const [lng, lat] = parsed.data.geometry.coordinates;
  const p = parsed.data.properties;
  const street = p.street ? [p.housenumber, p.street].filter(Boolean).join(' ') : undefined;
  const headline = p.name ?? street;
  if (!headline || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const city = p.city ?? p.district;
  const region = [p.state, p.postcode].filter(Boolean).join(' ');
  const parts = [headline, ...(p.name && street ? [street] : []), city, region].filter((part): part is string =>
    Boolean(part),
  );
  return { name: headline, address: [...new Set(parts)].join(', '), lat, lng };
}

export interface PhotonOptions {
  baseUrl: string;
  timeoutMs: number;
}

async function getFeatures(options: PhotonOptions, path: string, params: Record<string, string>) {
  const url = `${options.baseUrl}${path}?${new URLSearchParams(params).toString()}`;
  const response = await fetch(url, {
    signal: AbortSignal.timeout(options.timeoutMs),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Photon answered ${response.status} to ${path}`);
  const body = collectionSchema.safeParse(await response.json());
  if (!body.success) throw new Error(`Photon's answer to ${path} is not a FeatureCollection`);
  return body.data.features.map(toAddress).filter((a): a is GeocodedAddress => a !== null);
}

/** Addresses matching a search as typed, near the bias point first. */
export function photonSearch(
  options: PhotonOptions,
  q: string,
  bias: LatLng | null,
  limit: number,
): Promise<GeocodedAddress[]> {
  return getFeatures(options, '/api', {
    q,
    limit: String(limit),
    lang: 'en',
    ...(bias ? { lat: String(bias.lat), lon: String(bias.lng) } : {}),
  });
}

/** The address nearest a point (a street name for a driver's position), or null. */
export async function photonReverse(options: PhotonOptions, point: LatLng): Promise<GeocodedAddress | null> {
  const [found] = await getFeatures(options, '/reverse', {
    lat: String(point.lat),
    lon: String(point.lng),
    limit: '1',
    lang: 'en',
  });
  return found ?? null;
}
