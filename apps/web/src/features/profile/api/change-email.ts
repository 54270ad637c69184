import type { DataResponse } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { userKeys } from '../../people';

/** Your own e-mail changes when the link sent to the new address is followed; someone else's changes at once. */
export const useChangeEmail = (userId: number) =>
  useApiMutation({
    mutationFn: async (email: string) =>
      (await api.post<DataResponse<{ email: string; pending: boolean }>>(`/users/${userId}/email`, { email })).data,
    success: ({ email, pending }) =>
      pending
        ? `We sent a link to ${email}. The e-mail changes when it is followed.`
        : `E-mail changed to ${email}. The previous address was told.`,
    invalidates: [userKeys.all],
  });
