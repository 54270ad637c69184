import type { DispatchBar } from '@livery/domain';
import { describe, expect, it } from 'vitest';
import { HOUR_PX, MIN_BAR_PX, openingScroll, placeBars, scaleOf } from './board-layout';

const scale = scaleOf({ startsAt: '2031-06-05T04:00:00.000Z', endsAt: '2031-06-06T04:00:00.000Z' });
const bar = (slotId: number, from: string, to: string) =>
  ({ slotId, pickUpAt: `2031-06-05T${from}:00.000Z`, expectedDropOffAt: `2031-06-05T${to}:00.000Z` }) as DispatchBar;

describe('the board layout', () => {
  it('spans the day at HOUR_PX an hour', () => {
    expect(scale.hours).toBe(24);
    expect(scale.width).toBe(24 * HOUR_PX);
  });

  it('places a bar from its pickup, at least MIN_BAR_PX wide, and stacks those that would cover each other', () => {
    const { placed, rows } = placeBars(scale, [
      bar(2, '14:30', '15:00'),
      bar(1, '14:00', '17:00'),
      bar(3, '20:00', '21:00'),
    ]);
    expect(placed.map((p) => [p.bar.slotId, p.left, p.width, p.row])).toEqual([
      [1, 10 * HOUR_PX, 3 * HOUR_PX, 0],
      [2, 10.5 * HOUR_PX, MIN_BAR_PX, 1],
      [3, 16 * HOUR_PX, MIN_BAR_PX, 0],
    ]);
    expect(rows).toBe(2);
  });

  it('keeps a bar near midnight inside the day', () => {
    const { placed } = placeBars(
      scale,
      [bar(1, '03:30', '03:45')].map((b) => ({
        ...b,
        pickUpAt: '2031-06-06T03:30:00.000Z',
        expectedDropOffAt: '2031-06-06T05:00:00.000Z',
      })),
    );
    expect(placed[0]?.left).toBe(scale.width - MIN_BAR_PX);
  });

  it('opens an hour before now on today, else an hour before the first pickup', () => {
    expect(openingScroll(scale, [], Date.parse('2031-06-05T16:00:00.000Z'))).toBe(11 * HOUR_PX);
    expect(openingScroll(scale, [bar(1, '10:00', '11:00')], 0)).toBe(5 * HOUR_PX);
    expect(openingScroll(scale, [], 0)).toBe(7 * HOUR_PX);
  });
});
