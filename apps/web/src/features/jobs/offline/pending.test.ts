import { describe, expect, it } from 'vitest';
import { shownProgress } from './pending';
import type { QueuedTap } from './tap-store';

const slot = { reservationId: 7, slotId: 70 };
const tap = (move: QueuedTap['move'], seq: number, other = false): QueuedTap => ({
  clientId: `tap-${seq}-abcdef`,
  reservationId: 7,
  slotId: other ? 71 : 70,
  move,
  tappedAt: '2031-06-05T10:00:00.000Z',
  seq,
});

describe('a car as the phone shows it', () => {
  it('is the server’s progress when nothing waits', () => {
    expect(shownProgress('accepted', slot, [])).toEqual({ progress: 'accepted', waiting: [] });
  });

  it('moves on with this car’s waiting taps only, in order', () => {
    const taps = [tap('on-location', 1), tap('on-board', 2), tap('dropped-off', 3, true)];
    expect(shownProgress('on-the-way', slot, taps)).toEqual({ progress: 'on-board', waiting: taps.slice(0, 2) });
  });

  it('never goes back for a tap the server already has', () => {
    expect(shownProgress('on-board', slot, [tap('on-location', 1)]).progress).toBe('on-board');
  });

  it('shows no progress while a decline waits', () => {
    expect(shownProgress('assigned', slot, [tap('decline', 1)]).progress).toBeNull();
  });
});
