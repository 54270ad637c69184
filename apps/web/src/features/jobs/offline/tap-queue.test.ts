import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { idbTapStore } from './idb-tap-store';
import { TapQueue, type SendOutcome } from './tap-queue';
import { memoryTapStore, type QueuedTap } from './tap-store';

const tap = (seq: number, move: QueuedTap['move'] = 'on-location'): QueuedTap => ({
  clientId: `tap-${seq}-abcdef`,
  reservationId: 7,
  slotId: 70,
  move,
  tappedAt: new Date(Date.UTC(2031, 5, 5, 10, seq)).toISOString(),
  seq,
});

/** A server that answers each send with the next outcome given (sent once they run out), and records the order. */
function server(...outcomes: SendOutcome[]) {
  const sent: string[] = [];
  const send = vi.fn(async (t: QueuedTap): Promise<SendOutcome> => {
    sent.push(t.clientId);
    return outcomes.shift() ?? { kind: 'sent' };
  });
  return { sent, send };
}

const offline: SendOutcome = { kind: 'kept', message: 'Could not reach the server.' };

describe('the offline tap queue', () => {
  it('sends the kept taps oldest first, one at a time, and empties', async () => {
    const { sent, send } = server();
    const store = memoryTapStore([tap(3), tap(1), tap(2)]);
    const queue = new TapQueue(store, send);
    await queue.flush();
    expect(sent).toEqual(['tap-1-abcdef', 'tap-2-abcdef', 'tap-3-abcdef']);
    expect(queue.getState().taps).toEqual([]);
    expect(await store.all()).toEqual([]);
  });

  it('keeps every tap on a network error and stops, so no later tap overtakes an earlier one', async () => {
    const { sent, send } = server(offline);
    const store = memoryTapStore([tap(1), tap(2)]);
    const queue = new TapQueue(store, send);
    await queue.flush();
    expect(sent).toEqual(['tap-1-abcdef']);
    expect(queue.getState().taps.map((t) => t.seq)).toEqual([1, 2]);
    expect(queue.getState().problem).toBe('Could not reach the server.');
    // The connection returns: the same taps go, in order, the first one again with its own clientId.
    await queue.flush();
    expect(sent).toEqual(['tap-1-abcdef', 'tap-1-abcdef', 'tap-2-abcdef']);
    expect(queue.getState()).toMatchObject({ taps: [], problem: null });
  });

  it('drops a refused tap, tells the driver, and goes on with the next', async () => {
    const { sent, send } = server({ kind: 'refused', message: 'This job is on location: it cannot be marked …' });
    const answered = vi.fn();
    const queue = new TapQueue(memoryTapStore([tap(1), tap(2)]), send, { onAnswered: answered });
    await queue.flush();
    expect(sent).toHaveLength(2);
    expect(queue.getState().taps).toEqual([]);
    expect(queue.getState().refusals).toEqual([
      { tap: tap(1), message: 'This job is on location: it cannot be marked …' },
    ]);
    expect(answered).toHaveBeenCalledTimes(2);
    queue.dismiss('tap-1-abcdef');
    expect(queue.getState().refusals).toEqual([]);
  });

  it('keeps a tap made offline without trying, and sends it when asked online', async () => {
    let online = false;
    const { sent, send } = server();
    const store = memoryTapStore();
    const queue = new TapQueue(store, send, { isOnline: () => online });
    const kept = await queue.add({ ...tap(0, 'on-board'), seq: undefined });
    await queue.flush();
    expect(sent).toEqual([]);
    expect(queue.getState().taps).toEqual([kept]);
    expect(await store.all()).toEqual([kept]);
    online = true;
    await queue.flush();
    expect(sent).toEqual([kept.clientId]);
  });

  it('orders taps made in the same millisecond as they were made', async () => {
    const queue = new TapQueue(memoryTapStore(), async () => offline);
    const a = await queue.add({ ...tap(0, 'on-location'), clientId: 'first-tap', seq: undefined });
    const b = await queue.add({ ...tap(0, 'on-board'), clientId: 'second-tap', seq: undefined });
    expect(b.seq).toBeGreaterThan(a.seq);
    expect(queue.getState().taps.map((t) => t.clientId)).toEqual(['first-tap', 'second-tap']);
  });

  it('sends once when asked several times at once, and picks up a tap added during a sending', async () => {
    const { sent, send } = server();
    const queue = new TapQueue(memoryTapStore([tap(1)]), send);
    const first = queue.flush();
    const second = queue.flush();
    await queue.add(tap(2));
    await Promise.all([first, second]);
    await queue.flush();
    expect(sent).toEqual(['tap-1-abcdef', 'tap-2-abcdef']);
  });

  it('tells its subscribers of every change', async () => {
    const queue = new TapQueue(memoryTapStore(), server(offline).send);
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    await queue.add(tap(1));
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps taps in IndexedDB across starts of the app', async () => {
    const first = new TapQueue(idbTapStore(), async () => offline);
    await first.add(tap(5, 'on-the-way'));
    await first.add(tap(6, 'on-location'));
    const { sent, send } = server();
    const restarted = new TapQueue(idbTapStore(), send);
    expect((await restarted.load()).map((t) => t.move)).toEqual(['on-the-way', 'on-location']);
    await restarted.flush();
    expect(sent).toEqual(['tap-5-abcdef', 'tap-6-abcdef']);
    expect(await idbTapStore().all()).toEqual([]);
  });
});
