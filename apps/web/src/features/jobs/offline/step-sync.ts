import type { DriverJobDetails, SlotStep, SlotProgressView, TodayJobs } from '@livery/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { refreshQueries, reservationKeys } from '../../../lib/query-keys';
import { sendSlotStep } from '../api/take-step';
import { positionForStep } from './step-position';
import { idbStepStore } from './idb-step-store';
import { StepQueue, type StepQueueState } from './step-queue';

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The phone's one queue of steps (IndexedDB), shared by Today and the job. */
export const stepQueue = new StepQueue(idbStepStore(), sendSlotStep, { isOnline });

/** How often a weak signal (online, but the sending failed) is tried again while steps wait. */
const RETRY_MS = 20_000;

/** Writes a step's answer into the job and Today on screen. */
function showSlot(queryClient: QueryClient, slot: SlotProgressView): void {
  const { reservationId, slotId, progress, times } = slot;
  queryClient.setQueriesData<DriverJobDetails>({ queryKey: [...reservationKeys.one(reservationId), 'job'] }, (job) =>
    job ? { ...job, cars: job.cars.map((car) => (car.slotId === slotId ? { ...car, progress, times } : car)) } : job,
  );
  queryClient.setQueriesData<TodayJobs>({ queryKey: reservationKeys.rows('today') }, (today) =>
    today && progress
      ? { ...today, dataItems: today.dataItems.map((job) => (job.slotId === slotId ? { ...job, progress } : job)) }
      : today,
  );
}

let started = false;
/** Once per page: load what an earlier start left and send it, and send again whenever the connection returns. */
function start(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void stepQueue.flush());
  void stepQueue.flush();
}

/** The queue's state on screen: what waits to be sent, what was refused. */
export const useStepQueue = (): StepQueueState => useSyncExternalStore(stepQueue.subscribe, stepQueue.getState);

/**
 * Starts the sending (the app opened on Today or a job), refreshes the trips once a step is answered, and retries
 * every so often while steps wait on a weak signal.
 */
export function useStepSync(): StepQueueState {
  const queryClient = useQueryClient();
  const state = useStepQueue();
  useEffect(() => {
    stepQueue.setOnAnswered((step, outcome) => {
      // The answer's slot at once (no flash of the step before while the job is read again), then the rest.
      if (outcome.kind === 'sent' && outcome.result) showSlot(queryClient, outcome.result.slot);
      void refreshQueries(queryClient, { queryKey: reservationKeys.one(step.reservationId) });
      void refreshQueries(queryClient, { queryKey: reservationKeys.rows('today') });
    });
    start();
  }, [queryClient]);
  const waiting = state.steps.length > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(() => void stepQueue.flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);
  return state;
}

/** A step's id: a random UUID (`crypto.getRandomValues` where `randomUUID` needs a secure page). */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One step of a job's button: kept on the phone at once (with the position when allowed), then sent. */
export async function queueStep(job: {
  reservationId: number;
  slotId: number;
  number: string;
  step: SlotStep;
  reason?: string;
}): Promise<void> {
  const takenAt = new Date().toISOString();
  const position = await positionForStep();
  await stepQueue.add({
    clientId: newClientId(),
    takenAt,
    ...job,
    ...(position ? { position } : {}),
  });
}
