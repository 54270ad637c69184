import type { LatLng } from '@livery/domain';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.js';
import { createGeocoder, warmEmbeddedLookup } from '../modules/addresses/index.js';
import { businessLocation } from '../modules/places/index.js';

export interface GeocoderPluginOptions {
  /** Photon's base URL (`GEOCODER_URL`); without it, the embedded ZIP and city lookup alone. */
  url: string | undefined;
  timeoutMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * `app.geocoder` (issue 25, decision 059). Searches lean towards the business (`businessLocation`: its busiest airport,
 * else its time zone's city; decision 083), read at most hourly. The embedded dataset is read at start, so no visitor
 * waits for it.
 */
export default fp<GeocoderPluginOptions>(
  async (app, options) => {
    let bias: { point: LatLng | null; at: number } | null = null;
    const biasOf = async (db: Executor) => {
      if (!bias || Date.now() - bias.at > HOUR_MS) {
        bias = { point: await businessLocation(db, app.businessTimeZone), at: Date.now() };
      }
      return bias.point;
    };
    warmEmbeddedLookup();
    app.decorate('geocoder', createGeocoder({ ...options, bias: biasOf, log: app.log }));
  },
  { name: 'geocoder', dependencies: ['database'] },
);
