import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicSite } from './public-site-service.js';

const tags = ['public-site'];
/** A text answer of this media type (the OpenAPI document hides these routes; they still say what they send). */
const textOf = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.any().meta({ type: 'string' }) } },
});

export interface PublicSiteRoutesOptions {
  site: PublicSite;
}

/**
 * `/sitemap.xml` and `/robots.txt` for crawlers (issue 27, decision 064), outside /api: no token, no request limit,
 * not in the API's document. The pages themselves are answered by the web plugin (`renderPublicPage`).
 */
const publicSiteRoutes: FastifyPluginAsyncZod<PublicSiteRoutesOptions> = async (app, { site }) => {
  app.get(
    '/sitemap.xml',
    {
      config: { public: true },
      schema: {
        hide: true,
        tags,
        operationId: 'getSitemap',
        summary: 'Home and every active static page, with when each changed (sitemaps.org XML)',
        response: { 200: textOf('application/xml', 'The sitemap') },
      },
    },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await site.sitemap()),
  );

  app.get(
    '/robots.txt',
    {
      config: { public: true },
      schema: {
        hide: true,
        tags,
        operationId: 'getRobots',
        summary: 'What crawlers may read (the public pages) and where the sitemap is',
        response: { 200: textOf('text/plain', 'The robots rules') },
      },
    },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(site.robots()),
  );
};

export default publicSiteRoutes;
