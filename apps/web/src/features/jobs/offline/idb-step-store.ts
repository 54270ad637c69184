import { createStore, del, set, values } from 'idb-keyval';
import { memoryStepStore, type QueuedStep, type StepStore } from './step-store';

/**
 * A step kept by the app before steps had that name (decision 077): `move` and `tappedAt`. A phone that was offline
 * across the update still sends it, under today's names.
 */
type KeptStep = QueuedStep | (Omit<QueuedStep, 'step' | 'takenAt'> & { move: QueuedStep['step']; tappedAt: string });

export const keptStep = (kept: KeptStep): QueuedStep => {
  if ('step' in kept) return kept;
  const { move, tappedAt, ...rest } = kept;
  return { ...rest, step: move, takenAt: tappedAt };
};

/**
 * The phone's store of steps waiting to be sent: an IndexedDB database of its own, keyed by the step's clientId. Its
 * names (`livery-taps`) are the ones phones already hold steps under, kept so that none is lost.
 */
export function idbStepStore(): StepStore {
  if (typeof indexedDB === 'undefined') return memoryStepStore();
  const store = createStore('livery-taps', 'taps');
  return {
    all: async () => (await values<KeptStep>(store)).map(keptStep),
    put: (step) => set(step.clientId, step, store),
    delete: (clientId) => del(clientId, store),
  };
}
