import { STEP_TARGET, progressRank, type SlotProgress } from '@livery/domain';
import type { QueuedStep } from './step-store';

/** Where a car shows on the phone: the server's progress, moved on by the steps still waiting to be sent. */
export interface ShownProgress {
  /** The server's progress with the waiting steps applied (null: a decline waits). */
  progress: SlotProgress | null;
  /** The waiting steps of this car, oldest first. */
  waiting: readonly QueuedStep[];
}

/**
 * The job as the driver left it (issue 24): a step made offline shows at once as done-but-waiting, so the next button
 * is the step after it. A step for a step the server already has changes nothing (it will be answered as passed).
 */
export function shownProgress(
  progress: SlotProgress | null,
  slot: { reservationId: number; slotId: number },
  steps: readonly QueuedStep[],
): ShownProgress {
  const waiting = steps.filter((step) => step.reservationId === slot.reservationId && step.slotId === slot.slotId);
  let shown = progress;
  for (const step of waiting) {
    if (step.step === 'decline') shown = null;
    const target = STEP_TARGET[step.step];
    if (shown !== null && target !== null && progressRank(target) > progressRank(shown)) shown = target;
  }
  return { progress: shown, waiting };
}
