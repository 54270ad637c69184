import { MOVE_TARGET, progressRank, type SlotProgress } from '@livery/domain';
import type { QueuedTap } from './tap-store';

/** Where a car shows on the phone: the server's progress, moved on by the taps still waiting to be sent. */
export interface ShownProgress {
  /** The server's progress with the waiting taps applied (null: a decline waits). */
  progress: SlotProgress | null;
  /** The waiting taps of this car, oldest first. */
  waiting: readonly QueuedTap[];
}

/**
 * The job as the driver left it (issue 24): a tap made offline shows at once as done-but-waiting, so the next button
 * is the step after it. A tap for a step the server already has changes nothing (it will be answered as passed).
 */
export function shownProgress(
  progress: SlotProgress | null,
  slot: { reservationId: number; slotId: number },
  taps: readonly QueuedTap[],
): ShownProgress {
  const waiting = taps.filter((tap) => tap.reservationId === slot.reservationId && tap.slotId === slot.slotId);
  let shown = progress;
  for (const tap of waiting) {
    if (tap.move === 'decline') shown = null;
    const target = MOVE_TARGET[tap.move];
    if (shown !== null && target !== null && progressRank(target) > progressRank(shown)) shown = target;
  }
  return { progress: shown, waiting };
}
