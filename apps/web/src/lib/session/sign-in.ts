import type { LoginInput, Session } from '@livery/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { useApiMutation } from '../use-api-mutation';
import type { DataResponse } from '../api-types';
import { loadSessionData } from './load-session-data';
import { persistSession } from './session-storage';
import { sessionStore } from './session-store';

/** Starts a session from a `{ user, token }` answer (login, signup, /me). */
export function startSession(session: Session, queryClient: QueryClient): void {
  persistSession(session);
  sessionStore.signedIn(session);
  void loadSessionData(queryClient, session.user);
}

export async function signIn(input: LoginInput, queryClient: QueryClient): Promise<Session> {
  const session = (await api.post<DataResponse<Session>>('/login', input, { handleUnauthorized: false })).data;
  startSession(session, queryClient);
  return session;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useApiMutation({ mutationFn: (input: LoginInput) => signIn(input, queryClient) });
}
