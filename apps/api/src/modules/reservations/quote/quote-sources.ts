import type { FastifyInstance } from 'fastify';
import { readPricingInputs } from '../../configurations/index.js';
import { findKnownPlaces } from '../../places/index.js';
import type { QuoteSources } from './quote-service.js';

/** What a quote reads, from the running app: its database, time zone, known places, distance and configuration. */
export function quoteSources(app: FastifyInstance): QuoteSources {
  return {
    db: app.db,
    timeZone: app.businessTimeZone,
    now: () => new Date(),
    places: findKnownPlaces,
    route: (points) => app.distance.route(points),
    pricingConfiguration: readPricingInputs,
  };
}
