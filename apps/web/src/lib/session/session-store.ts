import type { Session, SessionUser } from '@livery/domain';
import { useSyncExternalStore } from 'react';
import { getToken } from '../auth-token';

/** `restoring`: a token cookie exists and GET /me has not answered yet. */
export type SessionStatus = 'restoring' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
}

const initialState = (): SessionState =>
  getToken() ? { status: 'restoring', user: null, token: null } : { status: 'signed-out', user: null, token: null };

let state: SessionState = initialState();
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The signed-in user and token, outside React (TanStack Query keeps the server data). */
export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signedIn: ({ user, token }: Session) => setState({ status: 'signed-in', user, token }),
  signedOut: () => setState({ status: 'signed-out', user: null, token: null }),
  /** Tests and the app start read the token cookie again. */
  reset: () => setState(initialState()),
};

export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}
