import type { accessListQuerySchema } from '@livery/domain';
import { type Role } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { accessKeys, fetchAll, type WholeListParams } from './whole-list';

/** `GET /roles/role-permissions`: every role with its permissions. */
export const getRoles = (params?: WholeListParams<typeof accessListQuerySchema>, signal?: AbortSignal) =>
  fetchAll<Role>('/roles/role-permissions', params, signal);

export const allRolesQueryOptions = () =>
  queryOptions({ queryKey: accessKeys.one('roles'), queryFn: ({ signal }) => getRoles({}, signal) });
