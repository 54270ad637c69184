import { WIDGET_SCRIPT_PATH } from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMBED_SCRIPT } from './embed-script.js';

/**
 * `GET /embed.js` (issue 27, decision 066): the widget's loader, for any site to include. Outside /api: public, not
 * rate limited, hidden from the API's document. The page it frames, `/embed/book`, is the web plugin's (it is the
 * built booking entry), sent with the allowed origins as its `frame-ancestors`.
 */
const bookingWidgetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    WIDGET_SCRIPT_PATH,
    {
      config: { public: true },
      schema: {
        hide: true,
        tags: ['booking-widget'],
        operationId: 'getWidgetScript',
        summary: "The booking widget's loader, for a company's own website",
        response: {
          200: {
            description: 'The script',
            content: { 'text/javascript': { schema: z.any().meta({ type: 'string' }) } },
          },
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        // Loaded by other sites' pages: the security headers' `same-origin` would make the browser drop it.
        .header('cross-origin-resource-policy', 'cross-origin')
        // A deploy may change it; an hour of caching keeps the company's page fast meanwhile.
        .header('cache-control', 'public, max-age=3600')
        .send(EMBED_SCRIPT),
  );
};

export default bookingWidgetRoutes;
