import {
  CONFIGURATION_EDIT_PERMISSIONS,
  configurationSchema,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  publicConfigurationSchema,
  updateConfigurationSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.js';
import { sectionPermissionsOf } from './configuration-access.js';
import * as service from './configurations-service.js';

const tags = ['configurations'];

/**
 * The configuration (SPEC §3, §7; DESIGN §6; decision 037): one record, read whole with `configurations:view`, its
 * public part by anyone, saved one section at a time with that section's permission.
 */
const configurationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.ConfigurationDeps = { db: app.db, broadcast: app.broadcast };

  app.get(
    '/configurations',
    {
      config: { permission: 'configurations:view' },
      schema: {
        tags,
        operationId: 'getConfiguration',
        summary: 'The configuration record: prices, home page, messages and time zone',
        response: { 200: dataOf(configurationSchema) },
      },
    },
    async () => ({ data: await service.getConfiguration(app.db) }),
  );

  app.get(
    '/configurations/public',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getPublicConfiguration',
        summary: 'What the booking flow and the public home page need (public; no messages)',
        response: { 200: dataOf(publicConfigurationSchema) },
      },
    },
    async () => ({ data: await service.getPublicConfiguration(app.db) }),
  );

  app.put(
    '/configurations/:id',
    {
      config: { anyOf: CONFIGURATION_EDIT_PERMISSIONS, permissionOf: sectionPermissionsOf },
      schema: {
        tags,
        operationId: 'updateConfiguration',
        summary:
          'Save one section of the configuration (id 1) with the version you read: { version, meetAndGreet | ' +
          'maxMilesSurge | extraStopCharges | home | messages | timezone | customerPolicy | display | dayOfTrip | ' +
          'bookingWidget | quotes }',
        params: idParamsSchema,
        body: updateConfigurationSchema,
        response: { 200: dataOf(configurationSchema), 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await service.updateConfiguration(deps, currentUser(request), request.params.id, request.body),
    }),
  );
};

export default configurationsRoutes;
