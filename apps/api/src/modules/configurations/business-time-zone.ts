import { isTimeZone } from '@livery/domain';
import fp from 'fastify-plugin';
import { followTimeFormat, TIME_FORMAT_CHANNEL } from '../../lib/business-clock.js';
import { findTimeFormat, findTimeZone } from './configurations-queries.js';

/** A saved time zone, sent to every API process on the database (decision 033's broadcast). */
export const TIME_ZONE_CHANNEL = 'livery_time_zone';

/**
 * `app.businessTimeZone` follows the configuration record (decision 037): read once the database is up, then set
 * from each broadcast of a saved zone, and read again after a gap in the broadcast (messages may have been missed).
 * Every date-only rule, CSV date and `GET /business-date` reads it at request time, so a new zone applies at once.
 * The 12- or 24-hour choice is followed the same way (business-clock.ts, decision 056).
 */
export default fp(
  async (app) => {
    const follow = (zone: string | null) => {
      if (zone && isTimeZone(zone)) app.businessTimeZone = zone;
    };
    const readAgain = () => {
      Promise.all([findTimeZone(app.db), findTimeFormat(app.db)]).then(
        ([zone, format]) => {
          follow(zone);
          followTimeFormat(format);
        },
        (error: unknown) =>
          app.log.warn({ err: error }, 'could not read the business time zone and format; keeping the last ones'),
      );
    };
    follow(await findTimeZone(app.db));
    followTimeFormat(await findTimeFormat(app.db));
    app.broadcast.subscribe(TIME_ZONE_CHANNEL, { onMessage: follow, onGap: readAgain });
    // One gap is heard on every channel at once: the zone's listener reads both again.
    app.broadcast.subscribe(TIME_FORMAT_CHANNEL, { onMessage: followTimeFormat, onGap: () => {} });
  },
  { name: 'business-time-zone', dependencies: ['database'] },
);
