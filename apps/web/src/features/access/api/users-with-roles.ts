import type { userRolesListQuerySchema, UserWithRoles } from '@livery/domain';
import { fetchAll, type WholeListParams } from './whole-list';

/** `GET /roles/users`: every staff user with their roles. */
export const getUsersWithRoles = (params?: WholeListParams<typeof userRolesListQuerySchema>, signal?: AbortSignal) =>
  fetchAll<UserWithRoles>('/roles/users', params, signal);
