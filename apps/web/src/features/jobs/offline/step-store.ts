import type { SlotStep, StepPosition } from '@livery/domain';

/**
 * One step of the driver's app as the phone keeps it until the server has it (issue 24, decision 058). `clientId` is
 * the step's id: sent again (a retry, the queue replayed on another start) the server counts it once.
 */
export interface QueuedStep {
  clientId: string;
  reservationId: number;
  slotId: number;
  step: SlotStep;
  /** When the driver took the step (ISO): the time the server records when the phone's clock is sane. */
  takenAt: string;
  position?: StepPosition;
  /** Why a job is declined. */
  reason?: string;
  /** The trip's number, for the list of what waits to be sent. */
  number?: string;
  /** The order steps were made in (increasing): the queue sends the lowest first. */
  seq: number;
}

/** Where the steps are kept: IndexedDB on the phone (`idbStepStore`), memory in tests (`memoryStepStore`). */
export interface StepStore {
  /** Every kept step, in any order. */
  all(): Promise<QueuedStep[]>;
  put(step: QueuedStep): Promise<void>;
  delete(clientId: string): Promise<void>;
}

/** A store in memory: the queue's tests, and a browser without IndexedDB (the steps then last as long as the page). */
export function memoryStepStore(initial: readonly QueuedStep[] = []): StepStore {
  const steps = new Map(initial.map((step) => [step.clientId, step]));
  return {
    all: async () => [...steps.values()],
    put: async (step) => {
      steps.set(step.clientId, step);
    },
    delete: async (clientId) => {
      steps.delete(clientId);
    },
  };
}
