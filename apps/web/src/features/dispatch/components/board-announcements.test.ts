import type { Active, Over } from '@dnd-kit/core';
import type { DispatchBar, DispatchBoard } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { boardAnnouncements } from './board-announcements';

const bar = { slotId: 11, number: 'A41', carName: 'Sedan', pickUpAt: '2031-06-05T14:00:00.000Z' } as DispatchBar;
const board = {
  unassigned: [bar],
  lanes: [
    { driverId: 4, driverName: 'Dave Driver', onDuty: true, bars: [] },
    { driverId: 6, driverName: 'Olga Offduty', onDuty: false, bars: [] },
  ],
} as unknown as DispatchBoard;
const active = { id: 'slot-11' } as Active;
const over = (id: string) => ({ id }) as Over;

describe('what the board says while a car is dragged', () => {
  const say = boardAnnouncements(board);

  it('names the trip and the driver, never the ids of dnd-kit', () => {
    const dropped = say.onDragEnd({ active, over: over('driver-4') });
    expect(dropped).toMatch(/^A41, Sedan at \d{1,2}:00( AM| PM)? was dropped on Dave Driver\.$/);
    expect(dropped).not.toMatch(/slot-|driver-|[Dd]roppable|[Dd]raggable/);
  });

  it('says a driver is off duty, and when a car is over no driver or the drag is cancelled', () => {
    const move = { active };
    expect(say.onDragOver({ ...move, over: over('driver-6') })).toContain('is over Olga Offduty, off duty.');
    expect(say.onDragOver({ ...move, over: over('unassigned') })).toContain('is over no driver.');
    expect(say.onDragEnd({ ...move, over: null })).toContain('dropped over no driver: nothing changed.');
    expect(say.onDragCancel({ ...move, over: null })).toContain('Dragging A41, Sedan at');
    expect(say.onDragStart({ active })).toContain('Picked up A41, Sedan at');
  });
});
