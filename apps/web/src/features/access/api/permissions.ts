import type { accessListQuerySchema, PermissionRecord } from '@livery/domain';
import { fetchAll, type WholeListParams } from './whole-list';

/** `GET /permissions`: every permission with its roles. */
export const getPermissions = (params?: WholeListParams<typeof accessListQuerySchema>, signal?: AbortSignal) =>
  fetchAll<PermissionRecord>('/permissions', params, signal);
