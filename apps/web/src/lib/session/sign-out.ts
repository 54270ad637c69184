import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { post } from '../api-client';
import { useApiMutation } from '../use-api-mutation';
import { forgetSession } from './session-storage';
import { sessionStore } from './session-store';

/** Clears the session on this device: user, token, cookies, cached server data, local data. */
export function endSession(queryClient: QueryClient): void {
  forgetSession();
  sessionStore.signedOut();
  queryClient.clear();
  // The service worker's offline copies of the session and the driver's jobs (issue 24, `pwa.config.ts`).
  if (typeof caches !== 'undefined') void caches.delete('livery-api');
}

/** POST /logout revokes the user's tokens on the server; the local session ends even if it fails. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await post('/logout', undefined, { handleUnauthorized: false });
  endSession(queryClient);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useApiMutation({ mutationFn: () => signOut(queryClient) });
}
