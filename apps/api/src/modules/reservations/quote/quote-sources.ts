import type { FastifyInstance } from 'fastify';
import { readPricingInputs } from '../../configurations/index.js';
import { placeAddress, rememberAddresses } from '../../addresses/index.js';
import { findKnownPlaces } from '../../places/index.js';
import type { QuoteSources } from './quote-service.js';

/** What a quote reads, from the running app: its database, time zone, known places, distance and configuration. */
export function quoteSources(app: FastifyInstance): QuoteSources {
  return {
    db: app.db,
    timeZone: app.businessTimeZone,
    now: () => new Date(),
    places: findKnownPlaces,
    placeAddress: (db, customerId, address) => placeAddress(db, app.geocoder, customerId, address),
    rememberAddresses: (db, customerId, locations) => rememberAddresses(db, app.geocoder, customerId, locations),
    route: (points) => app.distance.route(points),
    pricingConfiguration: readPricingInputs,
    // Decorated by app.ts from the rate cards module: importing it here would make a loop of folders.
    cardInForce: (db, at) => app.rateCardInForce(db, at),
  };
}
