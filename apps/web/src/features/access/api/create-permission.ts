import type { CreatePermissionInput, PermissionRecord } from '@livery/domain';
import { api } from '../../../lib/api-client';
import type { DataResponse } from '../../../lib/api-types';
import { data, useAccessMutation } from './access-mutation';

export const useCreatePermission = () =>
  useAccessMutation(
    (input: CreatePermissionInput) => data(api.post<DataResponse<PermissionRecord>>('/permissions', input)),
    'Permission created',
  );
