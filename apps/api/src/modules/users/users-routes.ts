import {
  businessDate,
  createUserSchema,
  createUserWithRolesSchema,
  dataItemsOf,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  updateProfileSchema,
  userListQuerySchema,
  userProfileSchema,
  userSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namesCell, sendCsv } from '../../lib/csv.js';
import { csvResponse } from '../../lib/openapi.js';
import { accountHolder, currentUser } from '../auth/index.js';
import { createdAtColumn } from '../catalogue/index.js';
import * as service from './users-service.js';
import { createPermissionOf, listPermissionOf } from './user-access.js';

const tags = ['users'];

/** Customers, drivers and staff users. Permissions depend on the role or the target, so the service checks them. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.UsersDeps = {
    db: app.db,
    roleDirectory: app.roleDirectory,
    ssn: app.ssn,
    publicUrl: app.mail.publicUrl,
  };

  app.get(
    '/users',
    {
      config: { anyOf: ['customers:view', 'drivers:view', 'user-roles:view'], permissionOf: listPermissionOf },
      schema: {
        tags,
        operationId: 'listUsers',
        summary: 'List users, optionally by role (customer or driver; customers:view / drivers:view)',
        querystring: userListQuerySchema,
        response: { 200: dataItemsOf(userSchema) },
      },
    },
    async (request) => service.listUsers(deps, request.query),
  );

  app.get(
    '/users/export.csv',
    {
      config: { anyOf: ['customers:view', 'drivers:view', 'user-roles:view'], permissionOf: listPermissionOf },
      schema: {
        tags,
        operationId: 'exportUsers',
        summary: 'Export the users of a role matching the search as CSV (every page, streamed; never an SSN)',
        querystring: userListQuerySchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: request.query.role ? `${request.query.role}s` : 'users',
        date: businessDate(new Date(), app.businessTimeZone),
        columns: [
          { header: 'First Name', value: (u) => u.firstName },
          { header: 'Last Name', value: (u) => u.lastName },
          { header: 'Email', value: (u) => u.email },
          { header: 'Phone Number', value: (u) => u.phoneNumber },
          { header: 'Roles', value: (u) => namesCell(u.Roles) },
          createdAtColumn(() => app.businessTimeZone),
        ],
        batches: service.exportUsers(deps, request.query),
      }),
  );

  app.get(
    '/users/:id',
    {
      config: { account: 'users:profile-info' },
      schema: {
        tags,
        operationId: 'getUser',
        summary: 'One user (yourself, or with users:profile-info and the right to manage that account)',
        params: idParamsSchema,
        response: { 200: dataOf(userProfileSchema) },
      },
    },
    async (request) => ({ data: await service.getUser(deps, accountHolder(request)) }),
  );

  app.post(
    '/users/:id/ssn/reveal',
    {
      config: { permission: 'drivers:edit' },
      schema: {
        tags,
        operationId: 'revealUserSsn',
        summary: "A driver's social security number in clear (drivers:edit); audited, as every answer else masks it",
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ socialSecurityNumber: z.string() })) },
      },
    },
    async (request) => ({ data: await service.revealSsn(deps, currentUser(request), request.params.id) }),
  );

  app.post(
    '/users',
    {
      config: { anyOf: ['customers:create', 'drivers:create', 'user-roles:view'], permissionOf: createPermissionOf },
      schema: {
        tags,
        operationId: 'createUser',
        summary: 'Create a user; they get a set-password e-mail',
        body: createUserSchema,
        response: { 201: dataOf(userSchema), 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createUser(deps, currentUser(request), request.body) }),
  );

  app.post(
    '/users/create-user-and-assign-roles',
    {
      config: { permission: ['user-roles:view', 'roles:assign'], permissionOf: createPermissionOf },
      schema: {
        tags,
        operationId: 'createUserWithRoles',
        summary: 'Create a user and give them roles, in one transaction',
        body: createUserWithRolesSchema,
        response: { 201: dataOf(userSchema), 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createUserWithRoles(deps, currentUser(request), request.body) }),
  );

  app.put(
    '/users/:id',
    {
      config: { account: 'users:edit' },
      schema: {
        tags,
        operationId: 'updateUser',
        summary: 'Update a profile (yourself, or with users:edit and the right to manage that account)',
        params: idParamsSchema,
        body: updateProfileSchema,
        response: { 200: dataOf(userSchema), 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await service.updateProfile(deps, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/users/:id',
    {
      config: { account: 'delete' },
      schema: {
        tags,
        operationId: 'deleteUser',
        summary: 'Delete a user (never yourself or the last administrator)',
        params: idParamsSchema,
        response: {
          200: dataOf(z.object({ id: z.number().int() })),
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await service.deleteUser(deps, currentUser(request), request.params.id) }),
  );
};

export default usersRoutes;
