import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { apiNotFound, isApiPath } from './errors.js';

/**
 * Serves the built SPA. Unknown /api paths answer 404 JSON; any other unknown path gets
 * index.html, so deep links and reloads work.
 */
export default fp<{ webDist: string | undefined }>(
  async (app, options) => {
    const root = options.webDist ? path.resolve(options.webDist) : undefined;
    const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // Hashed assets never change; index.html must always be revalidated.
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ webDist: root }, 'the web app is not built; only the API is served');
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (isApiPath(request.url) || !hasWeb || request.method !== 'GET') {
        return reply.status(404).send({ error: apiNotFound(request.method, request.url) });
      }
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web' },
);
