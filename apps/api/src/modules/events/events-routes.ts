import { EVENTS_PATH, LIVE_EVENTS } from '@livery/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/index.js';
import { relayDatabaseNotifications } from './database-notifications.js';
import { findReservationSnapshots } from '../reservations/index.js';
import { RESERVATIONS_CHANNEL } from './reservation-changes.js';
import { sendEventStream } from './live-stream.js';
import { ReservationFeed } from './reservation-feed.js';

/** The request's token (authentication has checked it): the stream checks its expiry again at each heartbeat. */
const tokenOf = (request: FastifyRequest) => request.headers.authorization?.split(' ')[1] ?? '';

const streamResponse = {
  description:
    `Server-sent events, until the client closes: \`event: ${LIVE_EVENTS.reservation}\` with ` +
    '`data: {"id","status","version","linkedId","deleted"}` for each change of a trip you may see, ' +
    `\`event: ${LIVE_EVENTS.resync}\` when changes may have been missed (refetch), comments as heartbeats`,
  content: { 'text/event-stream': { schema: z.any().meta({ type: 'string' }) } },
};

/** Live updates (issue 12, decision 049): `GET /api/v1/events`. */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const feed = new ReservationFeed({
    broadcast: app.broadcast,
    findSnapshots: (ids) => findReservationSnapshots(app.db, ids),
    findUser: (userId) => app.signedInUsers.find(app.db, userId),
    isTokenValid: async (token) => (await app.tokens.verify(token)) !== null,
    log: app.log,
  });
  const stopRelay = await relayDatabaseNotifications(app, RESERVATIONS_CHANNEL);
  // Before the server closes: it waits for open responses, and a stream never ends by itself.
  app.addHook('preClose', async () => feed.close());
  app.addHook('onClose', () => stopRelay());

  app.get(
    EVENTS_PATH,
    {
      config: { signedIn: true },
      // Compressed, events would sit in the compressor's buffer instead of reaching the client.
      compress: false,
      schema: {
        tags: ['events'],
        operationId: 'streamEvents',
        summary:
          'Live updates of the trips you may see, as server-sent events (Authorization: Bearer, read with fetch)',
        response: { 200: streamResponse },
      },
    },
    async (request, reply) => {
      const stream = feed.open(currentUser(request), tokenOf(request));
      return sendEventStream(request, reply, stream);
    },
  );
};

export default eventsRoutes;
