import type { SlotMove, TapPosition } from '@livery/domain';

/**
 * One tap of the driver's app as the phone keeps it until the server has it (issue 24, decision 058). `clientId` is
 * the tap's id: sent again (a retry, the queue replayed on another start) the server counts it once.
 */
export interface QueuedTap {
  clientId: string;
  reservationId: number;
  slotId: number;
  move: SlotMove;
  /** When the driver tapped (ISO): the time the server records when the phone's clock is sane. */
  tappedAt: string;
  position?: TapPosition;
  /** Why a job is declined. */
  reason?: string;
  /** The trip's number, for the list of what waits to be sent. */
  number?: string;
  /** The order taps were made in (increasing): the queue sends the lowest first. */
  seq: number;
}

/** Where the taps are kept: IndexedDB on the phone (`idbTapStore`), memory in tests (`memoryTapStore`). */
export interface TapStore {
  /** Every kept tap, in any order. */
  all(): Promise<QueuedTap[]>;
  put(tap: QueuedTap): Promise<void>;
  delete(clientId: string): Promise<void>;
}

/** A store in memory: the queue's tests, and a browser without IndexedDB (the taps then last as long as the page). */
export function memoryTapStore(initial: readonly QueuedTap[] = []): TapStore {
  const taps = new Map(initial.map((tap) => [tap.clientId, tap]));
  return {
    all: async () => [...taps.values()],
    put: async (tap) => {
      taps.set(tap.clientId, tap);
    },
    delete: async (clientId) => {
      taps.delete(clientId);
    },
  };
}
