/**
 * Book to any address (issue 25, decision 059): suggestions, the geocoder (Photon or the embedded ZIP and city
 * lookup) and a customer's address book. Other modules import it only from here (decision 057).
 */
import type { Geocoder } from './geocoder.js';

export { createGeocoder } from './geocoder.js';
export type { Geocoder, GeocoderOptions } from './geocoder.js';
export { warmEmbeddedLookup } from './embedded-lookup.js';
export { placeAddress, rememberAddresses } from './saved-addresses-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Places addresses and suggests them (`plugins/geocoder.ts`). */
    geocoder: Geocoder;
  }
}
