import { businessDate, dataOf } from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** The business's IANA time zone (BUSINESS_TIME_ZONE) for date-only rules and CSV dates. */
    businessTimeZone: string;
  }
}

/** "Today" in the business time zone, for forms that check dates (decision 011); any signed-in user. */
const businessDateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business-date',
    {
      schema: {
        tags: ['catalogue'],
        operationId: 'getBusinessDate',
        summary: 'Today in the business time zone',
        response: { 200: dataOf(z.object({ today: z.string(), timeZone: z.string() })) },
      },
    },
    async () => ({ data: { today: businessDate(new Date(), app.businessTimeZone), timeZone: app.businessTimeZone } }),
  );
};

export default businessDateRoutes;
