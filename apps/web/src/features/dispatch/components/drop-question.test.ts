import { DRIVER_MESSAGES, type DispatchBar, type DispatchLane } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { dropQuestion } from './drop-question';
import { buildDispatchBar } from '../../../testing/dispatch-bar';

const bar = (overrides: Partial<DispatchBar>) => buildDispatchBar({ passengerName: null, ...overrides });
const dropped = bar({});
const lane = (onDuty: boolean, bars: DispatchBar[] = []): DispatchLane => ({
  driverId: 5,
  driverName: 'Dave Driver',
  onDuty,
  bars,
});
const at = (reservationId: number, from: string, to: string) =>
  bar({
    reservationId,
    number: `A${reservationId}`,
    slotId: reservationId * 10,
    driverId: 5,
    pickUpAt: `2031-06-05T${from}:00.000Z`,
    expectedDropOffAt: `2031-06-05T${to}:00.000Z`,
  });

describe('what a drop on a driver asks first', () => {
  it('asks nothing of a driver on duty without a conflicting trip, and sends the slot at the version read', () => {
    expect(dropQuestion(dropped, lane(true, [at(7, '15:00', '16:00'), at(8, '12:00', '14:00')]))).toEqual({
      input: { id: 41, number: 'A41', version: 3, slots: [{ slotId: 101, driverId: 5 }] },
      title: 'Assign Dave Driver to A41 anyway?',
      reasons: [],
      acknowledge: false,
    });
  });

  it('asks about a driver off duty', () => {
    expect(dropQuestion(dropped, lane(false))).toMatchObject({
      reasons: ['Dave Driver is off duty.'],
      acknowledge: false,
    });
  });

  it('asks about the driver’s trips that conflict with this one, and acknowledges them when saved anyway', () => {
    const question = dropQuestion(
      dropped,
      lane(false, [at(6, '13:30', '14:30'), at(7, '14:59', '16:00'), at(8, '15:00', '16:00'), at(9, '14:30', '14:45')]),
    );
    expect(question.reasons).toEqual([
      'Dave Driver is off duty.',
      DRIVER_MESSAGES.conflict(
        { driverName: 'Dave Driver', trips: [{ number: 'A6' }, { number: 'A9' }, { number: 'A7' }] },
        'A41',
      ),
    ]);
    expect(question.reasons[1]).toBe('Dave Driver also drives A6, A9 and A7 at the same time as A41.');
    expect(question.acknowledge).toBe(true);
  });

  it('does not count another car of the same trip as a conflict', () => {
    expect(dropQuestion(dropped, lane(true, [bar({ slotId: 102, driverId: 5 })])).reasons).toEqual([]);
  });
});
