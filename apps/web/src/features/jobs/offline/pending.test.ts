import { describe, expect, it } from 'vitest';
import { shownProgress } from './pending';
import type { QueuedStep } from './step-store';

const slot = { reservationId: 7, slotId: 70 };
const step = (step: QueuedStep['step'], seq: number, other = false): QueuedStep => ({
  clientId: `step-${seq}-abcdef`,
  reservationId: 7,
  slotId: other ? 71 : 70,
  step,
  takenAt: '2031-06-05T10:00:00.000Z',
  seq,
});

describe('a car as the phone shows it', () => {
  it('is the server’s progress when nothing waits', () => {
    expect(shownProgress('accepted', slot, [])).toEqual({ progress: 'accepted', waiting: [] });
  });

  it('steps on with this car’s waiting steps only, in order', () => {
    const steps = [step('on-location', 1), step('on-board', 2), step('dropped-off', 3, true)];
    expect(shownProgress('on-the-way', slot, steps)).toEqual({ progress: 'on-board', waiting: steps.slice(0, 2) });
  });

  it('never goes back for a step the server already has', () => {
    expect(shownProgress('on-board', slot, [step('on-location', 1)]).progress).toBe('on-board');
  });

  it('shows no progress while a decline waits', () => {
    expect(shownProgress('assigned', slot, [step('decline', 1)]).progress).toBeNull();
  });
});
