import fp from 'fastify-plugin';
import { greatCircleDistance, type DistanceProvider } from '../modules/places/distance.js';
import { osrmDistance } from '../modules/places/osrm-distance.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Road miles through a trip's points (decision 038): `await app.distance.route([pickup, …stops, dropoff])`. */
    distance: DistanceProvider;
  }
}

export interface DistanceOptions {
  roadFactor: number;
  /** OSRM's base URL; without it, the offline provider alone. */
  osrmUrl: string | undefined;
  osrmTimeoutMs: number;
}

/** OSRM when OSRM_URL is set (great-circle when it fails), else great-circle × ROAD_FACTOR, offline. */
export default fp<DistanceOptions>(
  async (app, options) => {
    const offline = greatCircleDistance(options.roadFactor);
    app.decorate(
      'distance',
      options.osrmUrl
        ? osrmDistance({ baseUrl: options.osrmUrl, timeoutMs: options.osrmTimeoutMs, fallback: offline, log: app.log })
        : offline,
    );
  },
  { name: 'distance' },
);
