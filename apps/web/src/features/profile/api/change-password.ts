import type { ChangePasswordInput, DataResponse, SetPasswordInput } from '@livery/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession, useSessionState } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';

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
