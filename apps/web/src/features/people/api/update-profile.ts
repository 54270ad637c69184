import type { DataResponse, UpdateProfileInput, User } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { userKeys } from './user-keys';

/** `PUT /users/{id}`: sends the `version` it was read at; someone else's change in between is a 409. */
export const useUpdateProfile = () =>
  useApiMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateProfileInput }) =>
      (await api.put<DataResponse<User>>(`/users/${id}`, input)).data,
    success: 'Profile saved',
    invalidates: [userKeys.all],
  });
