import { useSyncExternalStore } from 'react';
import type * as ReactToastify from 'react-toastify';

type Toastify = typeof ReactToastify;
type Kind = 'success' | 'info' | 'warning' | 'error';

let loading: Promise<Toastify> | undefined;
let loaded: Toastify | null = null;
const listeners = new Set<() => void>();

/**
 * react-toastify — its container, style sheet and store, 7 kB brotli — loaded with the first toast rather than with
 * every first screen: a driver's Today or a customer's trip draws none (issue 38, decision 085). A toast asked for
 * while it loads waits in react-toastify's own queue and shows once the container (`AppProvider`) has mounted.
 */
export function loadToasts(): Promise<Toastify> {
  loading ??= import('react-toastify').then((toastify) => {
    loaded = toastify;
    for (const listener of listeners) listener();
    return toastify;
  });
  return loading;
}

const show = (kind: Kind) => (message: string) =>
  void loadToasts().then(({ toast: shown }) => {
    shown[kind](message);
  });

/** The toasts of SPEC §9 (one line each), the library loaded on the first. */
export const toast = { success: show('success'), info: show('info'), warning: show('warning'), error: show('error') };

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** react-toastify once a toast has loaded it, else null: what `AppProvider` draws the container with. */
export const useLoadedToasts = (): Toastify | null => useSyncExternalStore(subscribe, () => loaded);
