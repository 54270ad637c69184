import { z } from 'zod';
import { idSchema, isoDateTime, versionSchema } from './common.js';
import { listQuerySchema } from './list-query.js';

const ref = z.object({ id: z.number().int(), name: z.string() });

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  createdAt: isoDateTime,
  Permissions: z.array(ref),
});
export type Role = z.infer<typeof roleSchema>;

export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  createdAt: isoDateTime,
  Roles: z.array(ref),
});
export type PermissionRecord = z.infer<typeof permissionSchema>;

export const createRoleSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
});
export type CreateRoleInput = z.infer<typeof createRoleSchema>;

/** `area:action` (SPEC §6), e.g. `reports:view`. */
export const permissionNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters')
  .regex(/^[a-zA-Z][a-zA-Z-]*:[a-zA-Z][a-zA-Z-]*$/, 'Name must look like area:action, e.g. reports:view');

export const createPermissionSchema = z.strictObject({ name: permissionNameSchema });
export type CreatePermissionInput = z.infer<typeof createPermissionSchema>;
export const updatePermissionSchema = z.strictObject({ name: permissionNameSchema, version: versionSchema });
export type UpdatePermissionInput = z.infer<typeof updatePermissionSchema>;

const idList = (label: string) =>
  z
    .array(idSchema, { error: `${label} must be a list of ids` })
    .max(1000)
    .transform((ids) => [...new Set(ids)]);

export const assignPermissionsSchema = z.strictObject({ permissionIds: idList('permissionIds') });
export type AssignPermissionsInput = z.infer<typeof assignPermissionsSchema>;
export const assignRolesSchema = z.strictObject({ roleIds: idList('roleIds') });
export type AssignRolesInput = z.infer<typeof assignRolesSchema>;
/** PUT /roles/users/{id}: the user's roles, and (admins only) whether they are an admin. */
export const assignUserRolesSchema = z.strictObject({ roleIds: idList('roleIds'), isAdmin: z.boolean().optional() });
export type AssignUserRolesInput = z.infer<typeof assignUserRolesSchema>;

export const accessListQuerySchema = listQuerySchema(['name', 'createdAt'] as const);
export type AccessListQuery = z.infer<typeof accessListQuerySchema>;
export const userRolesListQuerySchema = listQuerySchema(['firstName', 'email', 'createdAt'] as const);
export type UserRolesListQuery = z.infer<typeof userRolesListQuerySchema>;

/** A person in the users-with-roles list. */
export const userWithRolesSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isAdmin: z.boolean(),
  Roles: z.array(ref),
  createdAt: isoDateTime,
});
export type UserWithRoles = z.infer<typeof userWithRolesSchema>;

/** Groups permission names by their area (the part before the colon), for the assign dialog. */
export function groupByArea<T extends { name: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const area = item.name.split(':')[0] ?? item.name;
    groups.set(area, [...(groups.get(area) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
