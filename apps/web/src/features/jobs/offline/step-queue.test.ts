import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { idbStepStore, keptStep } from './idb-step-store';
import { StepQueue, type SendOutcome } from './step-queue';
import { memoryStepStore, type QueuedStep } from './step-store';

const queued = (seq: number, step: QueuedStep['step'] = 'on-location'): QueuedStep => ({
  clientId: `step-${seq}-abcdef`,
  reservationId: 7,
  slotId: 70,
  step,
  takenAt: new Date(Date.UTC(2031, 5, 5, 10, seq)).toISOString(),
  seq,
});

/** A server that answers each send with the next outcome given (sent once they run out), and records the order. */
function server(...outcomes: SendOutcome[]) {
  const sent: string[] = [];
  const send = vi.fn(async (t: QueuedStep): Promise<SendOutcome> => {
    sent.push(t.clientId);
    return outcomes.shift() ?? { kind: 'sent' };
  });
  return { sent, send };
}

const offline: SendOutcome = { kind: 'kept', message: 'Could not reach the server.' };

describe('the offline step queue', () => {
  it('sends the kept steps oldest first, one at a time, and empties', async () => {
    const { sent, send } = server();
    const store = memoryStepStore([queued(3), queued(1), queued(2)]);
    const queue = new StepQueue(store, send);
    await queue.flush();
    expect(sent).toEqual(['step-1-abcdef', 'step-2-abcdef', 'step-3-abcdef']);
    expect(queue.getState().steps).toEqual([]);
    expect(await store.all()).toEqual([]);
  });

  it('keeps every step on a network error and stops, so no later step overtakes an earlier one', async () => {
    const { sent, send } = server(offline);
    const store = memoryStepStore([queued(1), queued(2)]);
    const queue = new StepQueue(store, send);
    await queue.flush();
    expect(sent).toEqual(['step-1-abcdef']);
    expect(queue.getState().steps.map((t) => t.seq)).toEqual([1, 2]);
    expect(queue.getState().problem).toBe('Could not reach the server.');
    // The connection returns: the same steps go, in order, the first one again with its own clientId.
    await queue.flush();
    expect(sent).toEqual(['step-1-abcdef', 'step-1-abcdef', 'step-2-abcdef']);
    expect(queue.getState()).toMatchObject({ steps: [], problem: null });
  });

  it('drops a refused step, tells the driver, and goes on with the next', async () => {
    const { sent, send } = server({ kind: 'refused', message: 'This job is on location: it cannot be marked …' });
    const answered = vi.fn();
    const queue = new StepQueue(memoryStepStore([queued(1), queued(2)]), send, { onAnswered: answered });
    await queue.flush();
    expect(sent).toHaveLength(2);
    expect(queue.getState().steps).toEqual([]);
    expect(queue.getState().refusals).toEqual([
      { step: queued(1), message: 'This job is on location: it cannot be marked …' },
    ]);
    expect(answered).toHaveBeenCalledTimes(2);
    queue.dismiss('step-1-abcdef');
    expect(queue.getState().refusals).toEqual([]);
  });

  it('keeps a step made offline without trying, and sends it when asked online', async () => {
    let online = false;
    const { sent, send } = server();
    const store = memoryStepStore();
    const queue = new StepQueue(store, send, { isOnline: () => online });
    const kept = await queue.add({ ...queued(0, 'on-board'), seq: undefined });
    await queue.flush();
    expect(sent).toEqual([]);
    expect(queue.getState().steps).toEqual([kept]);
    expect(await store.all()).toEqual([kept]);
    online = true;
    await queue.flush();
    expect(sent).toEqual([kept.clientId]);
  });

  it('orders steps made in the same millisecond as they were made', async () => {
    const queue = new StepQueue(memoryStepStore(), async () => offline);
    const a = await queue.add({ ...queued(0, 'on-location'), clientId: 'first-step', seq: undefined });
    const b = await queue.add({ ...queued(0, 'on-board'), clientId: 'second-step', seq: undefined });
    expect(b.seq).toBeGreaterThan(a.seq);
    expect(queue.getState().steps.map((t) => t.clientId)).toEqual(['first-step', 'second-step']);
  });

  it('sends once when asked several times at once, and picks up a step added during a sending', async () => {
    const { sent, send } = server();
    const queue = new StepQueue(memoryStepStore([queued(1)]), send);
    const first = queue.flush();
    const second = queue.flush();
    await queue.add(queued(2));
    await Promise.all([first, second]);
    await queue.flush();
    expect(sent).toEqual(['step-1-abcdef', 'step-2-abcdef']);
  });

  it('tells its subscribers of every change', async () => {
    const queue = new StepQueue(memoryStepStore(), server(offline).send);
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    await queue.add(queued(1));
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps steps in IndexedDB across starts of the app', async () => {
    const first = new StepQueue(idbStepStore(), async () => offline);
    await first.add(queued(5, 'on-the-way'));
    await first.add(queued(6, 'on-location'));
    const { sent, send } = server();
    const restarted = new StepQueue(idbStepStore(), send);
    expect((await restarted.load()).map((t) => t.step)).toEqual(['on-the-way', 'on-location']);
    await restarted.flush();
    expect(sent).toEqual(['step-5-abcdef', 'step-6-abcdef']);
    expect(await idbStepStore().all()).toEqual([]);
  });
});

describe('a step kept before steps had that name', () => {
  it('is read under today’s names, and one kept today as it is', () => {
    const today = queued(7);
    const { step, takenAt, ...rest } = today;
    expect(keptStep({ ...rest, move: step, tappedAt: takenAt })).toEqual(today);
    expect(keptStep(today)).toBe(today);
  });
});
