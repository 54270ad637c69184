import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Issue 24, decision 058 (being built). */
const dispatchRoutes: FastifyPluginAsyncZod = async () => {};

export default dispatchRoutes;
