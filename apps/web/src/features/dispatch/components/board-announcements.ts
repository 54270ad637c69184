import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { DispatchBoard } from '@livery/domain';
import { timeOf } from './board-bar';

/**
 * What a screen reader hears while a car is dragged on the board (issue 38 item 27b): the trip and the driver by
 * name — not dnd-kit's "Draggable item slot-11 was dropped over droppable area driver-4".
 */
export function boardAnnouncements(board: DispatchBoard): Announcements {
  const bars = new Map(
    [...board.unassigned, ...board.lanes.flatMap((lane) => lane.bars)].map((bar) => [`slot-${bar.slotId}`, bar]),
  );
  const lanes = new Map(board.lanes.map((lane) => [`driver-${lane.driverId}`, lane]));
  const tripOf = (id: UniqueIdentifier) => {
    const bar = bars.get(String(id));
    return bar ? `${bar.number}, ${bar.carName} at ${timeOf(bar.pickUpAt)}` : 'The car';
  };
  const driverOf = (id: UniqueIdentifier | undefined) => {
    const lane = id === undefined ? undefined : lanes.get(String(id));
    return lane ? `${lane.driverName}${lane.onDuty ? '' : ', off duty'}` : null;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${tripOf(active.id)}. Drop it on a driver to assign it.`,
    onDragOver: ({ active, over }) => {
      const driver = driverOf(over?.id);
      return driver ? `${tripOf(active.id)} is over ${driver}.` : `${tripOf(active.id)} is over no driver.`;
    },
    onDragEnd: ({ active, over }) => {
      const driver = driverOf(over?.id);
      return driver
        ? `${tripOf(active.id)} was dropped on ${driver}.`
        : `${tripOf(active.id)} was dropped over no driver: nothing changed.`;
    },
    onDragCancel: ({ active }) => `Dragging ${tripOf(active.id)} was cancelled: nothing changed.`,
  };
}

/** What the board says of a car one may drag: the pointer drags, the Assign button is the keyboard's way. */
export const BOARD_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: 'Drag a car without a driver onto a driver with the pointer, or use its Assign button to choose a driver.',
};
