import type { ChangePasswordInput } from '@livery/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { post, put } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import type { DataResponse } from '../../../lib/api-types';
import { startSession, useSessionState } from '../../../lib/session';

/** Other sessions end; the API hands this one a fresh token so it stays signed in. */
export function useChangePassword(userId: number) {
  const queryClient = useQueryClient();
  const { user } = useSessionState();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) =>
      unwrap(await put<DataResponse<{ token: string | null }>>(`/users/${userId}/password`, input)).data,
    onSuccess: ({ token }) => {
      if (token && user) startSession({ user, token }, queryClient);
      toast.success('Password changed; other sessions were signed out');
    },
  });
}

export function useRequestEmailChange(userId: number) {
  return useMutation({
    mutationFn: async (email: string) =>
      unwrap(await post<DataResponse<{ pendingEmail: string }>>(`/users/${userId}/email`, { email })).data,
    onSuccess: ({ pendingEmail }) =>
      toast.success(`We sent a link to ${pendingEmail}. The e-mail changes when it is followed.`),
  });
}
