import { useSyncExternalStore } from 'react';
import { errorMessage } from './api-error';

/** An error that replaces the page with the error screen (SPEC §2: "When a global error exists…"). */
let current: string | null = null;
const listeners = new Set<() => void>();

export function setGlobalError(error: unknown): void {
  current = error === null || error === undefined ? null : errorMessage(error);
  for (const listener of listeners) listener();
}

export const clearGlobalError = () => {
  if (current !== null) setGlobalError(null);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The message of the global error, or null. */
export const useGlobalError = (): string | null => useSyncExternalStore(subscribe, () => current);
