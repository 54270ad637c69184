import type { DataResponse } from '@livery/domain';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** `POST /verify-email`: the link's one-time token confirms the address; the answer names it. */
export const useVerifyEmail = (token: string) =>
  useApiMutation({
    mutationFn: async () =>
      (await api.post<DataResponse<{ email: string }>>('/verify-email', { token }, { handleUnauthorized: false })).data,
  });
