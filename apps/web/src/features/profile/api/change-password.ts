import type { ChangePasswordInput, SetPasswordInput } from '@livery/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { post, put } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import type { DataResponse } from '../../../lib/api-types';
import { startSession, useSessionState } from '../../../lib/session';
import { USERS_QUERY_KEY } from '../../people';

/**
 * Your own password (the current one is asked; other sessions end and this one gets a fresh token), or the
 * password of an account you may manage (never its current one; all its sessions end).
 */
export function useChangePassword(userId: number) {
  const queryClient = useQueryClient();
  const { user } = useSessionState();
  const isSelf = user?.id === userId;
  return useMutation({
    mutationFn: async (input: ChangePasswordInput | SetPasswordInput) =>
      unwrap(await put<DataResponse<{ token: string | null }>>(`/users/${userId}/password`, input)).data,
    onSuccess: ({ token }) => {
      if (isSelf && token && user) startSession({ user, token }, queryClient);
      toast.success(
        isSelf
          ? 'Password changed; other sessions were signed out'
          : 'Password set; every session of this account was signed out',
      );
    },
  });
}

/** Sends the account owner a link to choose a new password; every session of the account ends. */
export function useSendPasswordReset(userId: number) {
  return useMutation({
    mutationFn: async () =>
      unwrap(await post<DataResponse<{ email: string }>>(`/users/${userId}/password-reset`, {})).data,
    onSuccess: ({ email }) => toast.success(`A reset link was sent to ${email}; the account's sessions were ended`),
  });
}

/** Your own e-mail changes when the link sent to the new address is followed; someone else's changes at once. */
export function useChangeEmail(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      unwrap(await post<DataResponse<{ email: string; pending: boolean }>>(`/users/${userId}/email`, { email })).data,
    onSuccess: ({ email, pending }) => {
      if (pending) {
        toast.success(`We sent a link to ${email}. The e-mail changes when it is followed.`);
      } else {
        toast.success(`E-mail changed to ${email}. The previous address was told.`);
        void queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
      }
    },
  });
}
