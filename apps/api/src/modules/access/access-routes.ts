import {
  businessDate,
  accessListQuerySchema,
  assignPermissionsSchema,
  assignRolesSchema,
  createPermissionSchema,
  createRoleSchema,
  dataItemsOf,
  dataOf,
  errorResponseSchema,
  idParamsSchema,
  permissionSchema,
  roleSchema,
  updatePermissionSchema,
} from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namesCell, sendCsv } from '../../lib/csv.js';
import { csvResponse } from '../../lib/openapi.js';
import { currentUser } from '../auth/index.js';
import { createdAtColumn } from '../catalogue/index.js';
import * as service from './access-service.js';

/** Roles, permissions and who holds which (SPEC §7 calls). */
const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles/role-permissions',
    {
      // The roles, permissions and users-with-roles screens all read it.
      config: { anyOf: ['roles:view', 'rolePermissions:view', 'permissions:view', 'user-roles:view'] },
      schema: {
        tags: ['roles'],
        operationId: 'listRolesWithPermissions',
        summary:
          'Roles with their permissions (any of roles:view, rolePermissions:view, permissions:view, user-roles:view)',
        querystring: accessListQuerySchema,
        response: { 200: dataItemsOf(roleSchema) },
      },
    },
    async (request) => service.listRoles(app.db, request.query),
  );

  app.get(
    '/roles/export.csv',
    {
      config: { anyOf: ['roles:view', 'rolePermissions:view', 'permissions:view', 'user-roles:view'] },
      schema: {
        tags: ['roles'],
        operationId: 'exportRoles',
        summary: 'Export the roles matching the search, with their permissions, as CSV',
        querystring: accessListQuerySchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: 'roles',
        date: businessDate(new Date(), app.businessTimeZone),
        columns: [
          { header: 'Name', value: (r) => r.name },
          { header: 'Permissions', value: (r) => namesCell(r.Permissions) },
          createdAtColumn(() => app.businessTimeZone),
        ],
        batches: service.exportRoles(app.db, request.query),
      }),
  );

  app.post(
    '/roles',
    {
      config: { permission: 'roles:create' },
      schema: {
        tags: ['roles'],
        operationId: 'createRole',
        summary: 'Create a role',
        body: createRoleSchema,
        response: { 201: dataOf(roleSchema), 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createRole(app.db, currentUser(request).id, request.body.name) }),
  );

  // Beside `GET /roles/role-permissions`, as `PUT /roles/users/{id}` is beside `GET /roles/users` (SPEC §7): a path
  // that `/roles/users/{id}` cannot be mistaken for (decision 071).
  app.put(
    '/roles/role-permissions/:id',
    {
      config: { permission: 'roles:assign' },
      schema: {
        tags: ['roles'],
        operationId: 'setRolePermissions',
        summary: "Replace a role's permissions",
        params: idParamsSchema,
        body: assignPermissionsSchema,
        response: { 200: dataOf(roleSchema), 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await service.assignPermissionsToRole(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.permissionIds,
      ),
    }),
  );

  app.get(
    '/permissions',
    {
      config: { anyOf: ['permissions:view', 'roles:view'] },
      schema: {
        tags: ['permissions'],
        operationId: 'listPermissions',
        summary: 'Permissions with the roles holding them (permissions:view or roles:view)',
        querystring: accessListQuerySchema,
        response: { 200: dataItemsOf(permissionSchema) },
      },
    },
    async (request) => service.listPermissions(app.db, request.query),
  );

  app.get(
    '/permissions/export.csv',
    {
      config: { anyOf: ['permissions:view', 'roles:view'] },
      schema: {
        tags: ['permissions'],
        operationId: 'exportPermissions',
        summary: 'Export the permissions matching the search, with the roles holding them, as CSV',
        querystring: accessListQuerySchema,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: 'permissions',
        date: businessDate(new Date(), app.businessTimeZone),
        columns: [
          { header: 'Name', value: (p) => p.name },
          { header: 'Roles', value: (p) => namesCell(p.Roles) },
          createdAtColumn(() => app.businessTimeZone),
        ],
        batches: service.exportPermissions(app.db, request.query),
      }),
  );

  app.post(
    '/permissions',
    {
      config: { permission: 'permissions:create' },
      schema: {
        tags: ['permissions'],
        operationId: 'createPermission',
        summary: 'Create a permission (area:action)',
        body: createPermissionSchema,
        response: { 201: dataOf(permissionSchema), 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.createPermission(app.db, currentUser(request).id, request.body.name) }),
  );

  app.put(
    '/permissions/:id',
    {
      config: { permission: 'permissions:edit' },
      schema: {
        tags: ['permissions'],
        operationId: 'renamePermission',
        summary: 'Rename a permission you created (built-in ones keep their names)',
        params: idParamsSchema,
        body: updatePermissionSchema,
        response: { 200: dataOf(permissionSchema), 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await service.renamePermission(app.db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.put(
    '/permissions/:id/assign-to-roles',
    {
      config: { permission: 'permissions:assign' },
      schema: {
        tags: ['permissions'],
        operationId: 'setPermissionRoles',
        summary: 'Replace the roles holding a permission',
        params: idParamsSchema,
        body: assignRolesSchema,
        response: { 200: dataOf(permissionSchema), 409: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await service.assignPermissionToRoles(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.roleIds,
      ),
    }),
  );
};

export default accessRoutes;
