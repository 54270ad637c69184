import { createStore, del, set, values } from 'idb-keyval';
import { memoryTapStore, type QueuedTap, type TapStore } from './tap-store';

/** The phone's store of taps waiting to be sent: an IndexedDB database of its own, keyed by the tap's clientId. */
export function idbTapStore(): TapStore {
  if (typeof indexedDB === 'undefined') return memoryTapStore();
  const store = createStore('livery-taps', 'taps');
  return {
    all: () => values<QueuedTap>(store),
    put: (tap) => set(tap.clientId, tap, store),
    delete: (clientId) => del(clientId, store),
  };
}
