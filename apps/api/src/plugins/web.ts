import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { apiNotFound, isApiPath } from './errors.js';

const looksLikeFile = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

const sendIndex = (reply: FastifyReply) =>
  reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');

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
        // Files are looked up per request, so a rebuild swapped in while the server runs is served as it is.
        index: false,
        // The build writes `.br` and `.gz` beside each text asset; the client's Accept-Encoding picks one.
        preCompressed: true,
        // Source maps stay on the server for reading a production stack trace; browsers never get them.
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        // Hashed assets never change; index.html must always be revalidated.
        setHeaders: (reply, filePath) => {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
      // The root is a folder, which the static route refuses without an index: it is the app's entry, too.
      app.get('/', { config: { public: true }, schema: { hide: true } }, (_request, reply) => sendIndex(reply));
    } else {
      app.log.warn({ webDist: root }, 'the web app is not built; only the API is served');
    }

    app.setNotFoundHandler(async (request, reply) => {
      // A missing file (a path ending in an extension: an old chunk, a source map) is a 404, never the app's
      // HTML, so a browser's dynamic import fails cleanly instead of parsing a page as a script.
      if (isApiPath(request.url) || !hasWeb || request.method !== 'GET' || looksLikeFile(request.url)) {
        return reply.status(404).send({ error: apiNotFound(request.method, request.url) });
      }
      return sendIndex(reply);
    });
  },
  { name: 'web' },
);
