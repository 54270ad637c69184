import type { Session } from '@livery/domain';
import type { QueryClient } from '@tanstack/react-query';
import { get } from '../api-client';
import { isErrorBody } from '../api-error';
import { getToken } from '../auth-token';
import type { DataResponse } from '../api-types';
import { forgetSession } from './session-storage';
import { startSession } from './sign-in';
import { sessionStore } from './session-store';

/** On app start with a token cookie, GET /me brings the user back (SPEC §7). */
export async function restoreSession(queryClient: QueryClient): Promise<void> {
  if (!getToken()) {
    sessionStore.signedOut();
    return;
  }
  const body = await get<DataResponse<Session>>('/me', { handleUnauthorized: false });
  if (!isErrorBody(body)) {
    startSession(body.data, queryClient);
    return;
  }
  // An expired or revoked token is forgotten; on other failures (server down) it is kept for the next load.
  if (body.error.code === 'UNAUTHENTICATED') forgetSession();
  sessionStore.signedOut();
}
