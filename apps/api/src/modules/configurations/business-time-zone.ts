import { isTimeZone } from '@livery/domain';
import fp from 'fastify-plugin';
import { findTimeZone } from './configurations-queries.js';

/** A saved time zone, sent to every API process on the database (decision 033's broadcast). */
export const TIME_ZONE_CHANNEL = 'livery_time_zone';

/**
 * `app.businessTimeZone` follows the configuration record (decision 037): read once the database is up, then set
 * from each broadcast of a saved zone, and read again after a gap in the broadcast (messages may have been missed).
 * Every date-only rule, CSV date and `GET /business-date` reads it at request time, so a new zone applies at once.
 */
export default fp(
  async (app) => {
    const follow = (zone: string | null) => {
      if (zone && isTimeZone(zone)) app.businessTimeZone = zone;
    };
    follow(await findTimeZone(app.db));
    app.broadcast.subscribe(TIME_ZONE_CHANNEL, {
      onMessage: follow,
      onGap: () => {
        findTimeZone(app.db).then(follow, (error: unknown) =>
          app.log.warn({ err: error }, 'could not read the business time zone; keeping the last one'),
        );
      },
    });
  },
  { name: 'business-time-zone', dependencies: ['database'] },
);
