import { METRES_PER_MILE, roundMiles, type LatLng } from '@livery/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { checkPoints, type DistanceProvider, type RouteDistance } from './distance.js';

export interface OsrmOptions {
  /** e.g. `http://localhost:5000` or `https://router.project-osrm.org`. */
  baseUrl: string;
  timeoutMs: number;
  /** Asked when OSRM fails or is too slow: a quote is never refused because the router is down. */
  fallback: DistanceProvider;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Answers remembered, by their coordinates (the same known places are asked again and again). */
  cacheSize?: number;
}

/** What is read of OSRM's answer; an answer of another shape (or none) is read as empty, i.e. refused. */
const osrmAnswer = z
  .object({ code: z.string(), message: z.string(), routes: z.array(z.object({ distance: z.number() }).partial()) })
  .partial();

/** `lng,lat;lng,lat;…`: OSRM's order, to six decimals (about 10 cm). */
const coordinatesOf = (points: readonly LatLng[]) =>
  points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');

/**
 * Road miles from an OSRM server's route service, through every point in order:
 * `GET {base}/route/v1/driving/{lng,lat;…}?overview=false` → `routes[0].distance` in metres
 * (https://project-osrm.org/docs/v5.24.0/api/#route-service). An error, a refusal (`code` other than `Ok`,
 * e.g. `NoRoute`) or no answer within the timeout is logged as a warning and the fallback's miles are used:
 * the answer's `source` says which one it is.
 */
export function osrmDistance(options: OsrmOptions): DistanceProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const cacheSize = options.cacheSize ?? 1000;
  const cache = new Map<string, RouteDistance>();

  async function ask(coordinates: string): Promise<RouteDistance> {
    const url = `${base}/route/v1/driving/${coordinates}?overview=false`;
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    const read = osrmAnswer.safeParse(await response.json().catch(() => ({})));
    const answer = read.success ? read.data : {};
    const metres = answer.routes?.[0]?.distance;
    if (!response.ok || answer.code !== 'Ok' || typeof metres !== 'number' || !Number.isFinite(metres) || metres < 0)
      throw new Error(`OSRM answered ${response.status} ${answer.code ?? ''} ${answer.message ?? ''}`.trim());
    return { miles: roundMiles(metres / METRES_PER_MILE), source: 'osrm' };
  }

  return {
    async route(points) {
      checkPoints(points);
      if (points.length < 2) return { miles: 0, source: 'osrm' };
      const coordinates = coordinatesOf(points);
      const known = cache.get(coordinates);
      if (known) return known;
      try {
        const distance = await ask(coordinates);
        const oldest = cache.keys().next();
        if (cache.size >= cacheSize && !oldest.done) cache.delete(oldest.value);
        cache.set(coordinates, distance);
        return distance;
      } catch (error) {
        options.log.warn({ err: error, points: points.length }, 'OSRM route failed; using the great-circle distance');
        return options.fallback.route(points);
      }
    },
  };
}
