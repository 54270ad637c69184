import type { DataResponse, Session, SignupInput } from '@livery/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** `POST /signup`: a customer account, signed in at once (the sign-up page, and a visitor booking the trip they priced). */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (input: SignupInput) => {
      const session = (await api.post<DataResponse<Session>>('/signup', input, { handleUnauthorized: false })).data;
      startSession(session, queryClient);
      return session;
    },
    success: 'Account created: you are signed in',
  });
}
