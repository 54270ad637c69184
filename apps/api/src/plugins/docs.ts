import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas, browsable at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Livery API',
          version: '1.0.0',
          description: 'Back office of a chauffeur and airport-transfer company.',
          // Proprietary: used under the terms this business publishes on its own site (a starter page it edits,
          // `/terms`), relative to the server as `servers` is (decision 071).
          license: { name: 'Proprietary', url: '/terms' },
        },
        // Relative: the document describes the server that serves it, wherever it is deployed.
        servers: [{ url: '/', description: 'This Livery server' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
