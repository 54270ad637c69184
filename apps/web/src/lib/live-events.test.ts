import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToLiveEvents, type LiveEvent } from './live-events';

const fetchMock = vi.fn<typeof fetch>();

/** A response whose body sends these chunks, then ends. */
const stream = (...chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('live events', () => {
  it('reads reservation events split across chunks with the bearer token, and resyncs after reconnecting', async () => {
    const controller = new AbortController();
    const events: LiveEvent[] = [];
    fetchMock
      .mockResolvedValueOnce(
        stream(
          'retry: 5\n: heartbeat\n\nevent: reservation\ndata: {"id":7,"status":"assig',
          'ned","version":3,"linkedId":null,"deleted":false}\n\nevent: other\ndata: {}\n\n',
        ),
      )
      .mockResolvedValueOnce(stream('event: reservation\ndata: not json\n\nevent: resync\ndata:\n\n'))
      .mockImplementation(() => {
        controller.abort();
        return Promise.reject(new DOMException('aborted', 'AbortError'));
      });

    await listenToLiveEvents({ token: 'abc', onEvent: (event) => events.push(event), retryMs: 1 }, controller.signal);

    expect(events).toEqual([
      { kind: 'reservation', reservation: { id: 7, status: 'assigned', version: 3, linkedId: null, deleted: false } },
      { kind: 'resync' }, // the second stream opened: what happened in between is read again
      { kind: 'resync' }, // sent by the server
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/events');
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('stops on a 401: the session is over', async () => {
    const onUnauthorized = vi.fn();
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    await listenToLiveEvents({ token: 'old', onEvent: vi.fn(), onUnauthorized }, new AbortController().signal);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
