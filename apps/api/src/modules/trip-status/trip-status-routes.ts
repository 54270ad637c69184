import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Issue 24, decision 058 (being built). */
const tripStatusRoutes: FastifyPluginAsyncZod = async () => {};

export default tripStatusRoutes;
