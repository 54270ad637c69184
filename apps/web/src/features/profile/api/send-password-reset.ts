import type { DataResponse } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** Sends the account owner a link to choose a new password; every session of the account ends. */
export const useSendPasswordReset = (userId: number) =>
  useApiMutation({
    mutationFn: async () =>
      (await api.post<DataResponse<{ email: string }>>(`/users/${userId}/password-reset`, {})).data,
    success: ({ email }) => `A reset link was sent to ${email}; the account's sessions were ended`,
  });
