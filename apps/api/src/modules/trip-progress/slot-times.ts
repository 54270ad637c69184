import type { SlotProgressView, SlotTimes } from '@livery/domain';
import type { SlotRow } from '../reservations/index.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** When each step of a slot was reached, as the API writes it. */
export const timesOf = (
  slot: Pick<SlotRow, 'acceptedAt' | 'onTheWayAt' | 'onLocationAt' | 'onBoardAt' | 'droppedOffAt'>,
): SlotTimes => ({
  acceptedAt: iso(slot.acceptedAt),
  onTheWayAt: iso(slot.onTheWayAt),
  onLocationAt: iso(slot.onLocationAt),
  onBoardAt: iso(slot.onBoardAt),
  droppedOffAt: iso(slot.droppedOffAt),
});

/** A slot as the API answers it. */
export function slotView(slot: SlotRow): SlotProgressView {
  const { lastLat: lat, lastLng: lng, lastPositionAt: at } = slot;
  return {
    slotId: slot.id,
    reservationId: slot.reservationId,
    driverId: slot.driverId,
    progress: slot.driverId === null ? null : slot.progress,
    times: timesOf(slot),
    lastPosition:
      lat !== null && lng !== null && at !== null
        ? { lat, lng, at: at.toISOString(), ...(slot.lastAccuracy === null ? {} : { accuracy: slot.lastAccuracy }) }
        : null,
  };
}

export type { SlotRow };
