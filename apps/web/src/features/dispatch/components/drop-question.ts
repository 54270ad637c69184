import { conflictsWith, DRIVER_MESSAGES, type DispatchBar, type DispatchLane } from '@livery/domain';
import type { AssignQuestion } from '../../reservations';

const timed = (bar: DispatchBar) => ({
  number: bar.number,
  pickUpAt: new Date(bar.pickUpAt),
  expectedDropOffAt: new Date(bar.expectedDropOffAt),
});

/**
 * What a drop on a driver's lane asks before saving (issue 38 items 13 and 14): the driver off duty, and their bars
 * that conflict with this one by the domain's one rule (`tripsConflict`, as the server decides). A conflict the board
 * cannot see (a trip on another day) comes back from the server and is asked then.
 */
export function dropQuestion(bar: DispatchBar, lane: DispatchLane): AssignQuestion {
  const others = lane.bars
    .filter((other) => other.reservationId !== bar.reservationId)
    .map(timed)
    .sort((a, b) => a.pickUpAt.getTime() - b.pickUpAt.getTime());
  const numbers = [...new Set(conflictsWith(timed(bar), others).map((other) => other.number))];
  const reasons = [
    ...(lane.onDuty ? [] : [`${lane.driverName} is off duty.`]),
    ...(numbers.length > 0
      ? [
          DRIVER_MESSAGES.conflict(
            { driverName: lane.driverName, trips: numbers.map((number) => ({ number })) },
            bar.number,
          ),
        ]
      : []),
  ];
  return {
    input: {
      id: bar.reservationId,
      number: bar.number,
      version: bar.version,
      slots: [{ slotId: bar.slotId, driverId: lane.driverId }],
    },
    title: `Assign ${lane.driverName} to ${bar.number} anyway?`,
    reasons,
    acknowledge: numbers.length > 0,
  };
}
