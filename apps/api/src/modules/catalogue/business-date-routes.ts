import { businessDate, dataOf, TIME_FORMATS } from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessTimeFormat } from '../../lib/business-clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The business's IANA time zone (BUSINESS_TIME_ZONE) for date-only rules and CSV dates. */
    businessTimeZone: string;
  }
}

/**
 * The business's clock: "today" in its time zone, for forms that check dates (decision 011), and the zone and the
 * 12- or 24-hour choice every screen shows times in (decision 056). Public, as the zone already is in the public
 * configuration: a visitor getting a quote checks the pickup date and reads times the same way.
 */
const businessDateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business-date',
    {
      config: { public: true },
      schema: {
        tags: ['catalogue'],
        operationId: 'getBusinessDate',
        summary: 'Today in the business time zone, the zone and the 12- or 24-hour clock times are shown in',
        response: {
          200: dataOf(z.object({ today: z.string(), timeZone: z.string(), timeFormat: z.enum(TIME_FORMATS) })),
        },
      },
    },
    async () => ({
      data: {
        today: businessDate(new Date(), app.businessTimeZone),
        timeZone: app.businessTimeZone,
        timeFormat: businessTimeFormat(),
      },
    }),
  );
};

export default businessDateRoutes;
