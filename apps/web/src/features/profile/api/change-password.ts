import type { ChangePasswordInput, DataResponse, SetPasswordInput } from '@livery/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession, useSessionState } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { userKeys } from '../../people';

/**
 * Your own password (the current one is asked; other sessions end and this one gets a fresh token), or the
 * password of an account you may manage (never its current one; all its sessions end).
 */
export function useChangePassword(userId: number) {
  const queryClient = useQueryClient();
  const { user } = useSessionState();
  const isSelf = user?.id === userId;
  return useApiMutation({
    mutationFn: async (input: ChangePasswordInput | SetPasswordInput) =>
      (await api.put<DataResponse<{ token: string | null }>>(`/users/${userId}/password`, input)).data,
    onSuccess: ({ token }) => {
      if (isSelf && token && user) startSession({ user, token }, queryClient);
    },
    success: isSelf
      ? 'Password changed; other sessions were signed out'
      : 'Password set; every session of this account was signed out',
  });
}

/** Sends the account owner a link to choose a new password; every session of the account ends. */
export const useSendPasswordReset = (userId: number) =>
  useApiMutation({
    mutationFn: async () =>
      (await api.post<DataResponse<{ email: string }>>(`/users/${userId}/password-reset`, {})).data,
    success: ({ email }) => `A reset link was sent to ${email}; the account's sessions were ended`,
  });

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
