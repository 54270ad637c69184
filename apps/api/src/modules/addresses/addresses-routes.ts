import {
  addressSuggestionSchema,
  dataItemsOf,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  savedAddressSchema,
  savedAddressUpdateSchema,
  suggestionQuerySchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, ownershipOf } from '../auth/index.js';
import { suggestAddresses } from './suggestions-service.js';
import {
  deleteSavedAddress,
  listSavedAddresses,
  renameSavedAddress,
  requireOwnSaved,
} from './saved-addresses-service.js';

/** Address suggestions as you type, and a customer's address book (issue 25, decision 059). */
const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/suggestions',
    {
      // Visitors get quotes too; a signed-in customer also gets their saved addresses.
      config: { public: true },
      schema: {
        tags: ['places'],
        operationId: 'suggestAddresses',
        summary: 'Address suggestions for a search as typed: known places, saved addresses, then the geocoder',
        querystring: suggestionQuerySchema,
        response: { 200: dataItemsOf(addressSuggestionSchema), 400: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const dataItems = await suggestAddresses(app.db, app.geocoder, request.user, request.query);
      return { dataItems, count: dataItems.length };
    },
  );

  app.get(
    '/account/addresses',
    {
      config: { signedIn: true },
      schema: {
        tags: ['account'],
        operationId: 'listSavedAddresses',
        summary: 'Your address book: the addresses you booked to, the last used first',
        response: { 200: dataItemsOf(savedAddressSchema), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const dataItems = await listSavedAddresses(app.db, currentUser(request).id);
      return { dataItems, count: dataItems.length };
    },
  );

  app.patch(
    '/account/addresses/:id',
    {
      // Another's saved address is a 404 whatever the body (decision 071).
      config: {
        ownership: ownershipOf('params', idParamsSchema, (db, user, { id }) => requireOwnSaved(db, user.id, id)),
      },
      schema: {
        tags: ['account'],
        operationId: 'renameSavedAddress',
        summary: 'Name one of your saved addresses (Home, Office), or clear its name',
        params: idParamsSchema,
        body: savedAddressUpdateSchema,
        response: {
          200: dataOf(savedAddressSchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await renameSavedAddress(app.db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/account/addresses/:id',
    {
      config: { signedIn: true },
      schema: {
        tags: ['account'],
        operationId: 'deleteSavedAddress',
        summary: 'Delete one of your saved addresses',
        params: idParamsSchema,
        response: {
          200: dataOf(z.object({ id: z.number().int() })),
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await deleteSavedAddress(app.db, currentUser(request).id, request.params.id);
      return { data: { id: request.params.id } };
    },
  );
};

export default addressesRoutes;
