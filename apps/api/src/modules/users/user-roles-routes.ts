import {
  businessDate,
  assignUserRolesSchema,
  dataItemsOf,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  userRolesListQuerySchema,
  userWithRolesSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namesCell, sendCsv } from '../../lib/csv.js';
import { csvResponse } from '../../lib/openapi.js';
import { currentUser } from '../auth/index.js';
import { createdAtColumn } from '../catalogue/index.js';
import * as service from './user-roles-service.js';

/** Who holds which roles (SPEC §7 calls): the people with their roles, and giving someone roles. */
const userRolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles/users',
    {
      config: { permission: 'user-roles:view' },
      schema: {
        tags: ['roles'],
        operationId: 'listUsersWithRoles',
        summary: 'Users with their roles',
        querystring: userRolesListQuerySchema,
        response: { 200: dataItemsOf(userWithRolesSchema) },
      },
    },
    async (request) => service.listUsersWithRoles(app.db, app.roleDirectory, request.query),
  );

  app.get(
    '/roles/users/export.csv',
    {
      config: { permission: 'user-roles:view' },
      schema: {
        tags: ['roles'],
        operationId: 'exportUsersWithRoles',
        summary: 'Export the users matching the search, with their roles, as CSV',
        querystring: userRolesListQuerySchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: 'users-with-roles',
        date: businessDate(new Date(), app.businessTimeZone),
        columns: [
          { header: 'Name', value: (u) => u.fullName },
          { header: 'Email', value: (u) => u.email },
          { header: 'Phone Number', value: (u) => u.phoneNumber },
          { header: 'Roles', value: (u) => namesCell(u.Roles) },
          createdAtColumn(() => app.businessTimeZone),
        ],
        batches: service.exportUsersWithRoles(app.db, app.roleDirectory, request.query),
      }),
  );

  app.put(
    '/roles/users/:id',
    {
      config: { permission: 'user-roles:view', account: 'roles:assign' },
      schema: {
        tags: ['roles'],
        operationId: 'setUserRoles',
        summary:
          "Replace a user's roles (user-roles:view and roles:assign; only roles whose permissions you hold; isAdmin: admins only)",
        params: idParamsSchema,
        body: assignUserRolesSchema,
        response: { 200: dataOf(userWithRolesSchema), 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await service.assignRolesToUser(app.db, app.mail, currentUser(request), request.params.id, request.body),
    }),
  );
};

export default userRolesRoutes;
