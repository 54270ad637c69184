import type { DriverJobDetails, SlotMove, SlotProgressView, TodayJobs } from '@livery/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { refreshQueries, reservationKeys } from '../../../lib/query-keys';
import { sendSlotMove } from '../api/move-slot';
import { tapPosition } from './tap-position';
import { idbTapStore } from './idb-tap-store';
import { TapQueue, type TapQueueState } from './tap-queue';

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The phone's one queue of taps (IndexedDB), shared by Today and the job. */
export const tapQueue = new TapQueue(idbTapStore(), sendSlotMove, { isOnline });

/** How often a weak signal (online, but the sending failed) is tried again while taps wait. */
const RETRY_MS = 20_000;

/** Writes a tap's answer into the job and Today on screen. */
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
  window.addEventListener('online', () => void tapQueue.flush());
  void tapQueue.flush();
}

/** The queue's state on screen: what waits to be sent, what was refused. */
export const useTapQueue = (): TapQueueState => useSyncExternalStore(tapQueue.subscribe, tapQueue.getState);

/**
 * Starts the sending (the app opened on Today or a job), refreshes the trips once a tap is answered, and retries
 * every so often while taps wait on a weak signal.
 */
export function useTapSync(): TapQueueState {
  const queryClient = useQueryClient();
  const state = useTapQueue();
  useEffect(() => {
    tapQueue.setOnAnswered((tap, outcome) => {
      // The answer's slot at once (no flash of the step before while the job is read again), then the rest.
      if (outcome.kind === 'sent' && outcome.result) showSlot(queryClient, outcome.result.slot);
      void refreshQueries(queryClient, { queryKey: reservationKeys.one(tap.reservationId) });
      void refreshQueries(queryClient, { queryKey: reservationKeys.rows('today') });
    });
    start();
  }, [queryClient]);
  const waiting = state.taps.length > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(() => void tapQueue.flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);
  return state;
}

/** A tap's id: a random UUID (`crypto.getRandomValues` where `randomUUID` needs a secure page). */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One tap of a job's button: kept on the phone at once (with the position when allowed), then sent. */
export async function tap(job: {
  reservationId: number;
  slotId: number;
  number: string;
  move: SlotMove;
  reason?: string;
}): Promise<void> {
  const tappedAt = new Date().toISOString();
  const position = await tapPosition();
  await tapQueue.add({
    clientId: newClientId(),
    tappedAt,
    ...job,
    ...(position ? { position } : {}),
  });
}
