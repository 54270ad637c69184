import {
  dataOf,
  errorResponseSchema,
  TRIP_STATUS_EVENT,
  tripStatusParamsSchema,
  tripStatusSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendEventStream } from '../events/index.js';
import { z } from 'zod';
import { TripStatusFeed } from './status-feed.js';
import { getTripStatus, tripStatusNow, type TripStatusDeps } from './trip-status-service.js';

const tags = ['trip-status'];
const notFound = errorResponseSchema.describe('An unknown or forged link');
const gone = errorResponseSchema.describe('The link has expired: 12 hours after the trip ended (or its pickup)');

const streamResponse = {
  description:
    `Server-sent events until the link expires: \`event: ${TRIP_STATUS_EVENT}\` with the page's body (as ` +
    '`getTripStatus`’s `data`) at once and whenever the trip changes, comments as heartbeats',
  content: { 'text/event-stream': { schema: z.any().meta({ type: 'string' }) } },
};

/**
 * The customer's trip status page (issue 24, decision 058), without signing in: the link's token names the trip and
 * proves it was made here (`status-token.ts`). Rate-limited as every API route is.
 */
const tripStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): TripStatusDeps => ({
    db: app.db,
    secret: app.tripStatusSecret,
    timeZone: app.businessTimeZone,
    nameStreet: (point) => app.geocoder.reverse(app.db, point),
  });
  const feed = new TripStatusFeed({
    broadcast: app.broadcast,
    read: (reservationId) => tripStatusNow(deps(), reservationId),
    log: app.log,
  });
  // Before the server closes: it waits for open responses, and a stream never ends by itself.
  app.addHook('preClose', async () => feed.close());

  app.get(
    '/trip-status/:token',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getTripStatus',
        summary: 'Where a trip is, for the customer’s status link (no sign-in; no price or contact details)',
        params: tripStatusParamsSchema,
        response: { 200: dataOf(tripStatusSchema), 404: notFound, 410: gone },
      },
    },
    async (request, reply) => {
      const { body } = await getTripStatus(deps(), request.params.token);
      void reply.header('cache-control', 'no-store');
      return { data: body };
    },
  );

  app.get(
    '/trip-status/:token/events',
    {
      config: { public: true },
      // Compressed, events would sit in the compressor's buffer instead of reaching the page.
      compress: false,
      schema: {
        tags,
        operationId: 'streamTripStatus',
        summary: 'The trip’s status live, as server-sent events (no sign-in)',
        params: tripStatusParamsSchema,
        response: { 200: streamResponse, 404: notFound, 410: gone, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { reservationId, body, expiresAt } = await getTripStatus(deps(), request.params.token);
      const stream = feed.open(reservationId, { body, expiresAt });
      return sendEventStream(request, reply, stream);
    },
  );
};

export default tripStatusRoutes;
